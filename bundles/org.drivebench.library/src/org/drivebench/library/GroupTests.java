package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.device.ProcessStamp;
import org.drivebench.model.GroupTest;

/**
 * The library's group tests, one file each ({@code groups/<id>.xmi}), written as its runs are: to a
 * temporary file renamed over the old one, under the library's lock, refused when another process
 * changed the file since it was read. A group test is saved before and after each entry, so a kill
 * loses at most the test under way.
 */
public final class GroupTests {
	private final ResultLibrary library;
	private final DocumentStore<GroupTest> store;

	GroupTests(ResultLibrary library, DocumentStore<GroupTest> store) {
		this.library = library;
		this.store = store;
	}

	/** Every group test, by id. */
	public List<GroupTest> all() {
		List<GroupTest> list = new ArrayList<>(store.documents());
		list.sort(Comparator.comparing(GroupTest::getId));
		return list;
	}

	/** The group test {@code id}, or the one of that id in another case. */
	public Optional<GroupTest> find(String id) {
		Optional<GroupTest> exact = store.get(id);
		return exact.isPresent() ? exact : all().stream().filter(g -> g.getId().equalsIgnoreCase(id)).findFirst();
	}

	/**
	 * Whether {@code id} can name a group test (and its file).
	 *
	 * @throws IllegalArgumentException naming what is wrong with it
	 */
	public void checkId(String id) {
		store.fileOf(id);
	}

	/**
	 * Saves {@code group} atomically (its id must be set: it names the file), dating it.
	 *
	 * @throws LibraryConflictException when another process changed its file since it was read
	 */
	public void save(GroupTest group) throws IOException {
		String id = store.idOf(group);
		if (id == null) {
			throw new IllegalArgumentException("a group test needs a name before it is saved (it names its file)");
		}
		Date now = new Date();
		if (group.getCreatedAt() == null) {
			group.setCreatedAt(now);
		}
		group.setModifiedAt(now);
		library.saveDocument(store, group, id);
		library.groupChanged(id);
	}

	/**
	 * Moves the group test's file to the library's trash folder; the runs it made and its comparison stay
	 * in the library.
	 *
	 * @throws IllegalStateException naming the process when a process on this machine (this one too) runs
	 *                               the group test: its next save would bring it back
	 */
	public void delete(String id) throws IOException {
		library.writing(() -> {
			// judged from the file under the lock, so a run that started meanwhile in another process is seen
			Path file = store.fileOf(id);
			if (Files.exists(file)) {
				Optional<ProcessStamp> holder;
				try {
					holder = ProcessStamp.parse(store.read(file).getProcess());
				} catch (IOException e) {
					holder = Optional.empty(); // a file that cannot be read is no group test being run: it may go
				}
				if (holder.isPresent() && holder.get().liveness() == ProcessStamp.Liveness.ALIVE) {
					throw new IllegalStateException("the group test '" + id + "' is being run by process " + holder.get().pid()
							+ " on this machine; pause it or wait until it ends, then delete it");
				}
			}
			return library.moveToTrash(store, id);
		});
		library.groupChanged(id);
	}
}
