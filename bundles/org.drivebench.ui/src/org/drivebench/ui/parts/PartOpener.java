package org.drivebench.ui.parts;

import java.util.function.Consumer;

import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Opens the workbench's parts: an editor (a result's, a comparison's, a study's) made from its part
 * descriptor into the editor stack, one per thing it shows (found again by a key in its persisted
 * state and brought to front when it is open), and the application's own parts by id.
 */
@Creatable
public class PartOpener {
	/** The stack editors open in, in Application.e4xmi. */
	public static final String EDITOR_STACK_ID = "org.drivebench.ui.partstack.editors";

	@Inject
	private EPartService parts;

	@Inject
	private EModelService models;

	@Inject
	private MApplication application;

	/** The open part of {@code descriptorId} whose persisted state holds {@code value} under {@code key}, or null. */
	public @Nullable MPart find(String descriptorId, String key, @Nullable String value) {
		if (value == null) {
			return null;
		}
		for (MPart part : parts.getParts()) {
			if (descriptorId.equals(part.getElementId()) && value.equals(part.getPersistedState().get(key))) {
				return part;
			}
		}
		return null;
	}

	/**
	 * Brings the part of {@code descriptorId} showing {@code value} (under {@code key} in its persisted
	 * state) to front, made into the editor stack with {@code label} when none is open.
	 *
	 * @param tooltip the new part's tooltip; null for none
	 */
	public MPart open(String descriptorId, String key, String value, String label, @Nullable String tooltip) {
		MPart part = find(descriptorId, key, value);
		if (part == null) {
			part = create(descriptorId, label, made -> {
				made.getPersistedState().put(key, value);
				made.setTooltip(tooltip);
			});
		}
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}

	/** Makes a new part of {@code descriptorId} in the editor stack, set up by {@code setUp} before it is shown, and shows it. */
	public MPart openNew(String descriptorId, String label, Consumer<MPart> setUp) {
		MPart part = create(descriptorId, label, setUp);
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}

	/** Shows the application's part {@code id} (a view of Application.e4xmi) as {@code state}; nothing when the model has none. */
	public void show(String id, PartState state) {
		MPart part = parts.findPart(id);
		if (part != null) {
			parts.showPart(part, state);
		}
	}

	private MPart create(String descriptorId, String label, Consumer<MPart> setUp) {
		MPart part = parts.createPart(descriptorId);
		part.setLabel(label);
		setUp.accept(part);
		addToEditorStack(part, models, application);
		return part;
	}

	/** Puts a new editor {@code part} (a result's, a comparison's, a study's, the welcome page) into the editor stack. */
	public static void addToEditorStack(MPart part, EModelService models, MApplication application) {
		MPartStack stack = (MPartStack) models.find(EDITOR_STACK_ID, application);
		if (stack == null) {
			throw new IllegalStateException("the application model has no part stack " + EDITOR_STACK_ID + " to open editors in");
		}
		stack.getChildren().add(part);
	}
}
