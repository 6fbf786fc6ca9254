package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

import org.drivebench.core.suite.SavedSuites;
import org.drivebench.engine.device.OutputFileGuard;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jdt.annotation.Nullable;
import org.drivebench.library.drives.Drives;

/**
 * The result library: a folder with one XMI file per run ({@code runs/<id>.xmi}), per comparison
 * report ({@code reports/<id>.xmi}), per suite ({@code suites/<id>.xmi}) and per group test
 * ({@code groups/<id>.xmi}, see {@link GroupTests}). See the package
 * documentation for how files are written and how two processes share a library.
 *
 * <p>In memory the library keeps every report and suite whole, but of every run only its
 * <em>summary</em>: the run without its bulk data (series, latency histograms, interval series),
 * which is what lists and review tables (per-worker rows included) need, at a tenth of the memory. {@link
 * #fullRun(String)} reads a whole run (charts, the result editor). Opening takes the summaries of
 * unchanged run files from the run index ({@code .runs.index}, a cache rebuilt whenever it is
 * missing or outdated) and reads only new and changed files, several at a time; of a run file it reads
 * only the summary: the bulk data, most of the file, is checked and cut out of its bytes before the
 * parser reads the rest ({@code SkippedElements}).
 *
 * <p>Deleting moves a file to {@code trash/}, never unlinks it: a result deleted by mistake can be
 * put back by hand.
 */
public final class ResultLibrary implements SavedSuites {
	/**
	 * Schema version this build writes and reads up to. Raise it when a file this build writes can
	 * no longer be read by the builds before (a removed or retyped feature, a new required one).
	 */
	public static final int SCHEMA_VERSION = 1;
	/**
	 * Schema version of comparison reports, which this build writes and reads up to: 2 since a report
	 * pins its runs (pinnedAt, pinNote), which a build of version 1 cannot read; 3 since it may show the
	 * overall figure of each suite (overall), which a build of version 2 cannot read. Runs and suites
	 * stay at {@link #SCHEMA_VERSION}.
	 */
	public static final int REPORT_SCHEMA_VERSION = 3;
	static final String RUNS = "runs";
	static final String REPORTS = "reports";
	static final String SUITES = "suites";
	static final String GROUPS = "groups";
	static final String TRASH = "trash";
	static final String JOURNALS = "leftovers";
	/** Temporary files older than this were left by a writer that crashed. */
	static final Duration STALE_TEMPORARY = Duration.ofHours(1);

	/** The time a file was moved to the trash, in its name: made on the first delete, not on every open. */
	private static final class TrashStamp {
		static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss.SSS").withZone(ZoneOffset.UTC);
	}

	private final Path folder;
	private final LibraryLock lock;
	/** Opened with {@link #read}: nothing is created, locked or written. */
	private final boolean readOnly;
	/** Whether runs were saved, changed or removed since the run index was last written by this instance. */
	private volatile boolean runsChangedSinceIndex;
	private final DocumentStore<Run> runs;
	private final DocumentStore<ComparisonReport> reports;
	private final DocumentStore<Suite> suites;
	private final DocumentStore<GroupTest> groups;
	private final List<LibraryListener> listeners = new CopyOnWriteArrayList<>();
	/** Whole runs read lately, while memory allows. */
	private final WholeRuns wholeRuns;

	private final Map<Runnable, LibraryListener> plainListeners = new LinkedHashMap<>();

	ResultLibrary(Path folder, boolean readOnly, LibraryLock lock) {
		this.folder = folder;
		this.readOnly = readOnly;
		this.lock = lock;
		DriveBenchPackage p = DriveBenchPackage.eINSTANCE;
		this.runs = new DocumentStore<>(folder.resolve(RUNS), Run.class, p.getRun(), SCHEMA_VERSION, RunSummaries::summarize,
				file -> RunSummaries.read(file, SCHEMA_VERSION));
		this.wholeRuns = new WholeRuns(runs, this::fire);
		this.reports = new DocumentStore<>(folder.resolve(REPORTS), ComparisonReport.class, p.getComparisonReport(),
				REPORT_SCHEMA_VERSION, UnaryOperator.identity());
		this.suites = new DocumentStore<>(folder.resolve(SUITES), Suite.class, p.getSuite(), SCHEMA_VERSION,
				UnaryOperator.identity());
		this.groups = new DocumentStore<>(folder.resolve(GROUPS), GroupTest.class, p.getGroupTest(), SCHEMA_VERSION,
				UnaryOperator.identity());
	}

	/**
	 * Opens (and creates when missing) the library in {@code folder} and reads everything in it.
	 *
	 * @throws org.drivebench.engine.device.OutputRefusedException when the folder is no place for files
	 *                                                             (under /dev, /proc or /sys, or not a folder)
	 */
	public static ResultLibrary open(Path folder) throws IOException {
		OutputFileGuard.system().checkFolderToMake(folder);
		for (String sub : List.of(RUNS, REPORTS, SUITES, GROUPS)) {
			Files.createDirectories(folder.resolve(sub));
		}
		return LibraryOpening.opened(folder.toRealPath(), false);
	}

	/**
	 * Reads the library in an existing folder and changes nothing: no folder is created, no lock is
	 * taken (readers never need one: every file is replaced by an atomic rename), no index is written.
	 * For commands that only read, and libraries on read-only media; saving into it is refused.
	 *
	 * @throws NoSuchFileException naming the folder when it does not exist
	 */
	public static ResultLibrary read(Path folder) throws IOException {
		if (!Files.isDirectory(folder)) {
			throw new NoSuchFileException(folder.toString(), null, "there is no library there (no such folder)");
		}
		return LibraryOpening.opened(folder.toRealPath(), true);
	}

	/** Whether this library was opened with {@link #read}: for reading only. */
	public boolean readOnly() {
		return readOnly;
	}

	public Path folder() {
		return folder;
	}

	/**
	 * The folder of the runs' creation journals ({@code leftovers/}): what each run made outside the
	 * library, recorded before it made it, so what a killed run left is found
	 * ({@link org.drivebench.engine.device.Leftovers}).
	 */
	public Path journalsFolder() {
		return folder.resolve(JOURNALS);
	}

	// ---- reading ----

	/** The runs' summaries (see the class comment), oldest first. */
	public List<Run> runs() {
		List<Run> list = new ArrayList<>(runs.documents());
		list.sort(Comparator.comparingLong((Run r) -> r.getStartedAt() == null ? 0 : r.getStartedAt().getTime())
				.thenComparing(Run::getId));
		return list;
	}

	/** The summary of run {@code id}. */
	public Optional<Run> run(String id) {
		return runs.get(id);
	}

	/**
	 * Run {@code id} whole, with its series, histograms, intervals and workers: from memory when it
	 * was read lately and its file has not changed since, else from its file.
	 *
	 * @throws NoSuchFileException when the library holds no such run
	 * @throws IOException         when its file cannot be read any more (the message says why)
	 */
	public Run fullRun(String id) throws IOException {
		return wholeRuns.get(id);
	}

	/**
	 * The whole runs of {@code summaries}, in their order (for charts of many runs): those not in memory are
	 * read from their files several at a time, then each is taken as {@link #fullRun(String)} takes it, in
	 * order, on this thread (a failure is the first run's in that order that could not be read).
	 */
	public List<Run> fullRuns(Collection<Run> summaries) throws IOException {
		try (ExecutorService workers = LibraryOpening.readers()) {
			return wholeRuns.getAll(summaries, workers);
		}
	}

	/** Whether {@code run} is a summary held by a library (without its bulk data), not a whole run. */
	public static boolean isSummary(Run run) {
		return RunSummaries.isSummary(run);
	}

	/** The runs of the drive with key {@code driveKey}, oldest first. */
	public List<Run> runsOf(String driveKey) {
		return runs().stream().filter(r -> Objects.equals(Drives.keyOf(r), driveKey)).toList();
	}

	/** One identity per drive key: the one its newest run recorded; ordered by label. */
	public List<Drive> drives() {
		Map<String, Drive> newest = new LinkedHashMap<>();
		for (Run run : runs()) {
			if (run.getDrive() != null) {
				newest.put(Drives.keyOf(run), run.getDrive());
			}
		}
		List<Drive> list = new ArrayList<>(newest.values());
		list.sort(Comparator.comparing(Drives::label, String.CASE_INSENSITIVE_ORDER).thenComparing(Drives::keyOf));
		return list;
	}

	/** The saved comparison reports, by title. */
	public List<ComparisonReport> reports() {
		List<ComparisonReport> list = new ArrayList<>(reports.documents());
		list.sort(Comparator.comparing((ComparisonReport r) -> Objects.toString(r.getTitle(), ""))
				.thenComparing(ComparisonReport::getId));
		return list;
	}

	public Optional<ComparisonReport> report(String id) {
		return reports.get(id);
	}

	/** The saved suites, by id. */
	@Override
	public List<Suite> suites() {
		List<Suite> list = new ArrayList<>(suites.documents());
		list.sort(Comparator.comparing(Suite::getId));
		return list;
	}

	public Optional<Suite> suite(String id) {
		return suites.get(id);
	}

	/** Files that could not be read, with the reasons; they stay in the folder untouched. */
	public List<LibraryProblem> problems() {
		List<LibraryProblem> list = new ArrayList<>();
		list.addAll(runs.problems());
		list.addAll(reports.problems());
		list.addAll(suites.problems());
		list.addAll(groups.problems());
		list.sort(Comparator.comparing(p -> p.file().toString()));
		return list;
	}

	/** Forgets what was read and reads every file again (the run index too is rebuilt). */
	public void reload() throws IOException {
		load(false);
	}

	/** Reads the library, taking unchanged runs from the index when {@code useIndex}; rewrites a stale index. */
	private void load(boolean useIndex) throws IOException {
		try (ExecutorService workers = LibraryOpening.readers()) {
			Future<Map<Path, FileStamp>> listing = workers.submit(() -> runs.list());
			Future<Optional<RunIndex.IndexFile>> index = workers
					.submit(() -> useIndex ? RunIndex.readFile(folder, SCHEMA_VERSION) : Optional.empty());
			load(workers, listing, index);
		}
	}

	/**
	 * Reads the library, taking unchanged runs from the index file {@code indexFile} reads; rewrites a stale
	 * index. {@code listing} lists the run files: the two meet only when compared.
	 */
	void load(ExecutorService workers, Future<Map<Path, FileStamp>> listing,
			Future<Optional<RunIndex.IndexFile>> indexFile) throws IOException {
		runs.clear();
		reports.clear();
		suites.clear();
		groups.clear();
		wholeRuns.clear();
		Optional<RunIndex.IndexFile> file = LibraryOpening.indexFile(indexFile);
		Map<String, RunIndex.Entry> index = file.isPresent() ? RunIndex.entries(file.get()) : Map.of();
		Map<String, Run> summaries = new HashMap<>();
		Map<String, FileStamp> stamps = new HashMap<>();
		for (Map.Entry<String, RunIndex.Entry> e : index.entrySet()) {
			summaries.put(e.getKey(), e.getValue().summary());
			stamps.put(e.getKey(), e.getValue().stamp());
		}
		runs.seed(summaries, stamps);
		LibraryChange change = refresh(workers, DocumentStore.listed(listing, runs.folder()));
		if (!readOnly && (!change.runs().isEmpty() || index.isEmpty() && !runs.documents().isEmpty())) {
			try {
				lock.holding(() -> {
					RunIndex.write(folder, runs.snapshot(RunIndex.Entry::new), SCHEMA_VERSION);
					return null;
				});
				runsChangedSinceIndex = false;
			} catch (IOException e) {
				// a library on a read-only medium opens all the same, without the index's help
			}
		}
	}

	/**
	 * Writes the run index when this library saved, changed or removed runs since it was read or the index
	 * was last written, so that the next open (a command that only reads, above all, which never writes
	 * it) takes them from the index rather than parsing their files. A command calls it when it ends, not
	 * at every save: a run is saved at every checkpoint, and the index holds every run of the library. The
	 * index is a cache checked against each file's stamp, so a failure here costs the next open time only.
	 */
	public void writeRunIndexIfChanged() {
		if (readOnly || !runsChangedSinceIndex) {
			return;
		}
		runsChangedSinceIndex = false;
		try {
			lock.holding(() -> {
				RunIndex.write(folder, runs.snapshot(RunIndex.Entry::new), SCHEMA_VERSION); // the summaries held
				return null;
			});
		} catch (IOException e) {
			runsChangedSinceIndex = true; // the next call tries again; the files are the truth meanwhile
		}
	}

	/**
	 * Reads what changed on disk since the last read (new, changed and removed files, by their
	 * stamps) and tells the listeners. Cheap when nothing changed: one directory listing per folder.
	 */
	public LibraryChange refresh() throws IOException {
		try (ExecutorService workers = LibraryOpening.readers()) {
			return refresh(workers, null);
		}
	}

	/** {@link #refresh()} on {@code workers}, with the run files as {@code runFiles} lists them when given. */
	private LibraryChange refresh(ExecutorService workers, @Nullable Map<Path, FileStamp> runFiles) throws IOException {
		Set<String> changedRuns = runFiles == null ? runs.refresh(workers) : runs.refresh(workers, runFiles);
		Set<String> changedReports = reports.refresh(workers);
		Set<String> changedSuites = suites.refresh(workers);
		// a library made before group tests has no folder for them
		Set<String> changedGroups = Files.isDirectory(groups.folder()) ? groups.refresh(workers) : Set.of();
		LibraryChange change = new LibraryChange(changedRuns, changedReports, changedSuites, changedGroups, true);
		if (!change.isEmpty()) {
			fire(change);
		}
		return change;
	}

	// ---- writing ----

	/**
	 * Saves {@code run} (giving it an id when it has none) atomically, replacing its earlier version.
	 *
	 * @throws LibraryConflictException when another process changed the run's file since it was read
	 */
	public void save(Run run) throws IOException {
		if (RunSummaries.isSummary(run)) {
			throw new IllegalArgumentException("run '" + run.getId() + "' is a summary without its series and histograms;"
					+ " saving it would lose them: change the whole run from fullRun(id), or use updateRun");
		}
		if (run.getId() == null || run.getId().isBlank()) {
			run.setId(UUID.randomUUID().toString());
		}
		saveDocument(runs, run, run.getId());
		remember(run, runs.stampOf(run.getId()).orElseThrow());
		fire(LibraryChange.ofRuns(Set.of(run.getId())));
	}

	/** Saves a comparison report, giving it an id and dates as needed; see {@link #save(Run)}. */
	public void saveReport(ComparisonReport report) throws IOException {
		if (report.getId() == null || report.getId().isBlank()) {
			report.setId(UUID.randomUUID().toString());
		}
		Date now = new Date();
		if (report.getCreatedAt() == null) {
			report.setCreatedAt(now);
		}
		report.setModifiedAt(now);
		saveDocument(reports, report, report.getId());
		fire(LibraryChange.ofReports(Set.of(report.getId())));
	}

	/** Saves a suite under its id (which must be set: it names the methodology); see {@link #save(Run)}. */
	@Override
	public void saveSuite(Suite suite) throws IOException {
		if (suite.getId() == null || suite.getId().isBlank()) {
			throw new IllegalArgumentException("a suite needs an id before it is saved (it names its file)");
		}
		saveDocument(suites, suite, suite.getId());
		fire(LibraryChange.ofSuites(Set.of(suite.getId())));
	}

	/**
	 * Reads run {@code id} from its file, applies {@code change} and writes it back, all under the
	 * library lock, so a change made at the same time by another process is kept, not overwritten.
	 *
	 * @return the run as saved (also what {@link #run(String)} returns from now on)
	 */
	public Run updateRun(String id, Consumer<Run> change) throws IOException {
		Run updated = writing(() -> readChangeWrite(id, change));
		fire(LibraryChange.ofRuns(Set.of(id)));
		return updated;
	}

	/**
	 * Gives the drive {@code driveKey} a new label in every run that measured it (each run file is
	 * rewritten atomically, under the library lock, including runs another process added).
	 *
	 * @return the number of runs changed
	 */
	public int renameDrive(String driveKey, @Nullable String newLabel) throws IOException {
		return new DriveEdits(this).rename(driveKey, newLabel);
	}

	/**
	 * Gives the drive {@code driveKey} the colour {@code color} ({@code #rrggbb}) in every run that
	 * measured it, so it has that colour in every comparison (each run file rewritten atomically, under
	 * the library lock).
	 *
	 * @return the number of runs changed
	 * @throws IllegalArgumentException when {@code color} is not written as {@code #rrggbb}
	 */
	public int recolorDrive(String driveKey, String color) throws IOException {
		return new DriveEdits(this).recolor(driveKey, color);
	}

	/** Moves every run of drive {@code driveKey} to the trash; returns how many. */
	public int deleteDrive(String driveKey) throws IOException {
		return new DriveEdits(this).delete(driveKey);
	}

	/** Moves a run's file to the trash. */
	public void delete(Run run) throws IOException {
		writing(() -> moveToTrash(runs, run.getId()));
		fire(LibraryChange.ofRuns(Set.of(run.getId())));
	}

	/** Moves a report's file to the trash. */
	public void deleteReport(String id) throws IOException {
		writing(() -> moveToTrash(reports, id));
		fire(LibraryChange.ofReports(Set.of(id)));
	}

	/** Moves a suite's file to the trash. */
	public void deleteSuite(String id) throws IOException {
		writing(() -> moveToTrash(suites, id));
		fire(LibraryChange.ofSuites(Set.of(id)));
	}

	/** The library's group tests: read, saved and deleted as its other documents are. */
	public GroupTests groupTests() {
		return new GroupTests(this, groups);
	}

	/** Tells the listeners that the group test {@code id} was saved or removed through this library. */
	void groupChanged(String id) {
		fire(LibraryChange.ofGroups(Set.of(id)));
	}

	// ---- listeners ----

	public void addChangeListener(LibraryListener listener) {
		listeners.add(listener);
	}

	public void removeChangeListener(LibraryListener listener) {
		listeners.remove(listener);
	}

	/** A listener that only needs to know that something changed. */
	public synchronized void addListener(Runnable listener) {
		LibraryListener adapter = change -> listener.run();
		plainListeners.put(listener, adapter);
		listeners.add(adapter);
	}

	public synchronized void removeListener(Runnable listener) {
		LibraryListener adapter = plainListeners.remove(listener);
		if (adapter != null) {
			listeners.remove(adapter);
		}
	}

	void fire(LibraryChange change) {
		listeners.forEach(l -> l.libraryChanged(change));
	}

	// ---- files ----

	<T extends EObject> void saveDocument(DocumentStore<T> store, T document, String id) throws IOException {
		Path file = store.fileOf(id);
		writing(() -> {
			Optional<FileStamp> known = store.stampOf(id);
			if (Files.exists(file)) {
				FileStamp current = FileStamp.of(file);
				if (known.isEmpty() || !known.get().equals(current)) {
					throw new LibraryConflictException(file);
				}
			}
			XmiFiles.setSchemaVersion(document, store.version());
			XmiFiles.write(document, file);
			store.put(id, document, FileStamp.of(file));
			if (store == runs) {
				runsChangedSinceIndex = true;
			}
			return null;
		});
	}

	/** Under the lock: the run as its file holds it now, changed and written back. */
	Run readChangeWrite(String id, Consumer<Run> change) throws IOException {
		Path file = runs.fileOf(id);
		Run run;
		try {
			run = runs.read(file);
		} catch (NoSuchFileException e) {
			throw new NoSuchFileException(file.toString(), null, "the library holds no run '" + id + "'");
		}
		change.accept(run);
		XmiFiles.setSchemaVersion(run, SCHEMA_VERSION);
		XmiFiles.write(run, file);
		FileStamp stamp = FileStamp.of(file);
		runs.put(id, run, stamp);
		runsChangedSinceIndex = true;
		remember(run, stamp);
		return run;
	}

	private void remember(Run whole, FileStamp stamp) {
		wholeRuns.remember(whole, stamp);
	}

	/** Under the lock: moves run {@code id}'s file to the trash. */
	void moveRunToTrash(String id) throws IOException {
		moveToTrash(runs, id);
	}

	<T extends EObject> @Nullable Void moveToTrash(DocumentStore<T> store, String id) throws IOException {
		Path file = store.fileOf(id);
		if (Files.exists(file)) {
			Path trash = folder.resolve(TRASH).resolve(store.folder().getFileName());
			Files.createDirectories(trash);
			String name = id + "." + TrashStamp.FORMAT.format(Instant.now()) + DocumentStore.EXTENSION;
			Files.move(file, trash.resolve(name), StandardCopyOption.ATOMIC_MOVE);
		}
		store.remove(id);
		if (store == runs) {
			runsChangedSinceIndex = true;
		}
		wholeRuns.forget(id);
		return null;
	}

	/** Runs a change of the library's files under its lock; refused when it was opened for reading only. */
	<T> T writing(LibraryLock.Work<T> work) throws IOException {
		if (readOnly) {
			throw new IOException("the library in " + folder + " was opened for reading only; it cannot be changed");
		}
		return lock.holding(work);
	}

}
