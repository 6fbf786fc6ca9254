package org.drivebench.ui.editor;

import java.util.Collection;

import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.ISaveHandler;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/**
 * Asks before a part with unsaved changes (a comparison report) is closed, or the window with it: Save,
 * Don't Save or Cancel, naming the part. The e4 workbench asks the {@link ISaveHandler} of the part's
 * window whenever a dirty part closes ({@code EPartService.savePart(part, true)}); a part that can be
 * dirty installs this one in its window ({@link #install}), in place of the renderer's generic list.
 */
public final class SavePrompt {
	private SavePrompt() {
	}

	/** Makes {@code window} ask with this prompt. */
	public static void install(MWindow window) {
		if (window.getContext() != null && !(window.getContext().get(ISaveHandler.class) instanceof Prompt)) {
			window.getContext().set(ISaveHandler.class, new Prompt(window));
		}
	}

	/** Asks with a dialog on the window's shell. */
	static final class Prompt implements ISaveHandler {
		private final MWindow window;

		Prompt(MWindow window) {
			this.window = window;
		}

		/** Saves {@code part} through its {@code @Persist} method, asking first when {@code confirm}. */
		@Override
		public boolean save(MPart part, boolean confirm) {
			if (!part.isDirty()) {
				return true;
			}
			Save answer = confirm ? promptToSave(part) : Save.YES;
			return switch (answer) {
			case YES -> persist(part);
			case NO -> true;
			case CANCEL -> false;
			};
		}

		@Override
		public boolean saveParts(Collection<MPart> parts, boolean confirm) {
			for (MPart part : parts) {
				if (!save(part, confirm)) {
					return false;
				}
			}
			return true;
		}

		/** Whether the part's {@code @Persist} method left it saved (a failed save keeps it dirty, and open). */
		private static boolean persist(MPart part) {
			if (part.getObject() != null && part.getContext() != null) {
				ContextInjectionFactory.invoke(part.getObject(), Persist.class, part.getContext(), null);
			}
			return !part.isDirty();
		}

		@Override
		public Save promptToSave(MPart dirtyPart) {
			Shell shell = (Shell) window.getWidget();
			MessageDialog dialog = new MessageDialog(shell, Messages.save_prompt_title, null,
					NLS.bind(Messages.save_prompt, dirtyPart.getLabel()), MessageDialog.QUESTION,
					new String[] { Messages.save_prompt_save, Messages.save_prompt_discard, Messages.save_prompt_cancel }, 0);
			return switch (dialog.open()) {
			case 0 -> Save.YES;
			case 1 -> Save.NO;
			default -> Save.CANCEL;
			};
		}

		@Override
		public Save[] promptToSave(Collection<MPart> dirtyParts) {
			Save[] answers = new Save[dirtyParts.size()];
			int i = 0;
			for (MPart part : dirtyParts) {
				answers[i] = promptToSave(part);
				if (answers[i] == Save.CANCEL) {
					java.util.Arrays.fill(answers, Save.CANCEL);
					return answers;
				}
				i++;
			}
			return answers;
		}
	}
}
