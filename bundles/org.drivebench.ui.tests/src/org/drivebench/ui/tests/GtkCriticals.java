package org.drivebench.ui.tests;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Records GTK's (and GDK's and GObject's) criticals and warnings with the Java stack that caused them. GTK prints a critical
 * ("gtk_box_gadget_distribute: assertion 'size >= 0' failed in GtkScrollbar") and goes on, so a widget laid
 * out below its least size shows only as a line in the log; here each one fails the test class that made
 * it, naming the SWT call and our code under it.
 *
 * <p>GTK logs through GLib's structured logging, so the hook is GLib's log writer (set through the foreign
 * function API, once per process as GLib demands); it hands every message on to GLib's default writer, so
 * the log reads as before, and prints the Java stack after GTK's criticals and warnings.
 */
final class GtkCriticals {
	private static final int G_LOG_LEVEL_CRITICAL = 1 << 3;
	private static final int G_LOG_LEVEL_WARNING = 1 << 4;
	/** GLogField: key, value, length (-1 for a C string). */
	private static final StructLayout FIELD = MemoryLayout.structLayout(ADDRESS.withName("key"), ADDRESS.withName("value"),
			JAVA_LONG.withName("length"));
	/** GTK's, GDK's and GObject's messages: what a widget or a call into the toolkit does wrong. */
	private static final Set<String> WATCHED = Set.of("Gtk", "Gdk", "GLib-GObject");
	/**
	 * Logged by GDK when a second SWT display starts in one process: the UI tests start a workbench per
	 * class in one JVM; the product starts one per process and never logs it. Neither recorded nor printed.
	 */
	private static final String SECOND_DISPLAY = "gdk_threads_set_lock_functions:";
	/** Frames of the stack kept: enough to reach our code under SWT's layout. */
	private static final int FRAMES = 40;

	private static final List<String> logged = new ArrayList<>();
	private static boolean installed;
	private static volatile boolean expected;
	private static @Nullable MethodHandle defaultWriter;

	private GtkCriticals() {
	}

	/** Sets the writer once per JVM, after GTK started; a JVM without GLib (not GTK) records nothing. */
	static synchronized void install() {
		if (installed) {
			return;
		}
		installed = true;
		Linker linker = Linker.nativeLinker();
		SymbolLookup glib;
		try {
			glib = SymbolLookup.libraryLookup("libglib-2.0.so.0", Arena.global());
		} catch (IllegalArgumentException e) {
			return;
		}
		try {
			FunctionDescriptor writer = FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_LONG, ADDRESS);
			defaultWriter = linker.downcallHandle(glib.find("g_log_writer_default").orElseThrow(), writer);
			MethodHandle setWriter = linker.downcallHandle(glib.find("g_log_set_writer_func").orElseThrow(),
					FunctionDescriptor.ofVoid(ADDRESS, ADDRESS, ADDRESS));
			MethodHandle ours = MethodHandles.lookup().findStatic(GtkCriticals.class, "write",
					MethodType.methodType(int.class, int.class, MemorySegment.class, long.class, MemorySegment.class));
			setWriter.invokeExact(linker.upcallStub(ours, writer, Arena.global()), MemorySegment.NULL, MemorySegment.NULL);
		} catch (Throwable e) {
			throw new IllegalStateException("could not watch GTK's log: " + e, e);
		}
	}

	/** GLib's GLogWriterFunc: (level, fields, field count, user data). Runs on the thread that logged, mostly the UI's. */
	@SuppressWarnings("unused")
	private static int write(int level, MemorySegment fields, long count, MemorySegment data) {
		// nothing may be thrown back into C: the JVM would stop
		int result = 1; // G_LOG_WRITER_HANDLED
		try {
			boolean printed = (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) != 0 && record(level, fields, count);
			MethodHandle next = defaultWriter;
			if (next != null && !printed) {
				result = (int) next.invokeExact(level, fields, count, data);
			}
		} catch (Throwable e) {
			e.printStackTrace();
		}
		return result;
	}

	/**
	 * While a test provokes GTK on purpose: what it logs is recorded (for the test to take) and printed as
	 * expected, not as GTK's critical, so the log of a passing run holds none.
	 */
	static void expected(boolean provoked) {
		expected = provoked;
	}

	/**
	 * Records a watched domain's message with the stack. True when this printed what the log needs of it (a
	 * provoked one, as expected; the second display's, nothing); false when GLib's writer should print it.
	 */
	private static boolean record(int level, MemorySegment fields, long count) {
		MemorySegment all = fields.reinterpret(FIELD.byteSize() * count);
		String domain = "";
		String message = "";
		for (long i = 0; i < count; i++) {
			MemorySegment field = all.asSlice(i * FIELD.byteSize(), FIELD.byteSize());
			String key = field.get(ADDRESS, 0).reinterpret(Long.MAX_VALUE).getString(0);
			MemorySegment value = field.get(ADDRESS, ADDRESS.byteSize());
			long length = field.get(JAVA_LONG, 2 * ADDRESS.byteSize());
			String text = length < 0 ? value.reinterpret(Long.MAX_VALUE).getString(0)
					: new String(value.reinterpret(length).toArray(JAVA_BYTE), StandardCharsets.UTF_8);
			if (key.equals("GLIB_DOMAIN")) {
				domain = text;
			} else if (key.equals("MESSAGE")) {
				message = text;
			}
		}
		if (message.startsWith(SECOND_DISPLAY)) {
			return true;
		}
		if (!WATCHED.contains(domain)) {
			return false;
		}
		String kind = domain + ((level & G_LOG_LEVEL_CRITICAL) != 0 ? "-CRITICAL" : "-WARNING");
		String stack = Arrays.stream(Thread.currentThread().getStackTrace()).skip(2).limit(FRAMES)
				.map(f -> "\tat " + f).collect(Collectors.joining("\n"));
		String entry = kind + ": " + message + "\n" + stack;
		System.err.println(expected ? "GTK logged, as the test expects: " + message : entry);
		synchronized (GtkCriticals.class) {
			logged.add(entry);
		}
		return expected;
	}

	/** How many were logged so far: a mark to pass to {@link #since}. */
	static synchronized int count() {
		return logged.size();
	}

	/** The messages logged after {@code mark}, each with its stack. */
	static synchronized List<String> since(int mark) {
		return List.copyOf(logged.subList(Math.min(mark, logged.size()), logged.size()));
	}
}
