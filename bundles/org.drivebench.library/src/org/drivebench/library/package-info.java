/**
 * The result library: a folder of XMI files, one per run ({@code runs/<id>.xmi}), comparison report
 * ({@code reports/<id>.xmi}) and suite ({@code suites/<id>.xmi}), each with a schema version.
 *
 * <p>Files are replaced by writing a temporary file, syncing it and renaming it, so a reader sees a
 * whole old or a whole new file and a crash costs at most the document being written. Writers (the
 * workbench and the command line may both be at work) take turns through an operating-system lock
 * on {@code .lock}; a writer that would overwrite a file changed behind its back is refused. A
 * library notices other processes' writes on {@link org.drivebench.library.ResultLibrary#refresh()},
 * which reads only files whose stamp (time, size, inode) changed, and a {@link
 * org.drivebench.library.LibraryWatcher} calls it when the folder changes. A file that cannot be
 * read (empty, truncated, malformed, foreign, of a newer schema) is reported with its name and the
 * reason and skipped; the rest loads.
 *
 * <p>Runs are held as summaries (no series, histograms, intervals); {@link
 * org.drivebench.library.ResultLibrary#fullRun(String)} reads a whole run. A run index
 * ({@code .runs.index}: every summary with its file's stamp) lets a library open without reading
 * unchanged run files; it is a cache, rebuilt from the files whenever it is missing, damaged or
 * outdated.
 */
@NonNullByDefault
package org.drivebench.library;

import org.eclipse.jdt.annotation.NonNullByDefault;
