package org.drivebench.engine.device;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.jdt.annotation.Nullable;

/**
 * util-linux's libblkid ({@code libblkid.so.1}, the probing library behind {@code blkid},
 * {@code wipefs} and {@code lsblk}), called through the FFM API: it finds every filesystem, RAID,
 * volume-manager, encryption and partition-table signature on a device or an image file, kept up to
 * date by the people who write those formats. Probing reads; it never writes.
 *
 * <p>Missing on a system without util-linux (or turned off with {@code -Ddrivebench.blkid=off}):
 * {@link #available()} is then empty and {@link #unavailableReason()} says why; the
 * {@link SignatureScanner} falls back to DriveBench's own list of formats.
 */
public final class Blkid {
	/** System property that turns libblkid off ({@code off}), so the fallback can be tried. */
	public static final String PROPERTY = "drivebench.blkid";
	private static final String LIBRARY = "libblkid.so.1";
	// blkid.h: superblock probing flags
	private static final int SUBLKS_LABEL = 1 << 1;
	private static final int SUBLKS_TYPE = 1 << 5;
	private static final int SUBLKS_USAGE = 1 << 7;
	private static final int SUBLKS_VERSION = 1 << 8;
	private static final int SUBLKS_MAGIC = 1 << 9;
	private static final int SUBLKS_BADCSUM = 1 << 10;
	private static final int PARTS_MAGIC = 1 << 3;
	/** More signatures than any real device carries: a guard against a probe that never ends. */
	private static final int MAX_SIGNATURES = 64;

	private static final Loaded LOADED = load();

	private final MethodHandle newProbe;
	private final MethodHandle freeProbe;
	private final MethodHandle enableSuperblocks;
	private final MethodHandle superblocksFlags;
	private final MethodHandle enablePartitions;
	private final MethodHandle partitionsFlags;
	private final MethodHandle doProbe;
	private final MethodHandle lookupValue;
	private final MethodHandle superblockName;
	private final MethodHandle partitionName;
	private final String version;

	private record Loaded(@Nullable Blkid blkid, @Nullable String problem) {
	}

	private Blkid(SymbolLookup lib) throws Throwable {
		Linker linker = Linker.nativeLinker();
		newProbe = handle(linker, lib, "blkid_new_probe_from_filename", FunctionDescriptor.of(ADDRESS, ADDRESS));
		freeProbe = handle(linker, lib, "blkid_free_probe", FunctionDescriptor.ofVoid(ADDRESS));
		enableSuperblocks = handle(linker, lib, "blkid_probe_enable_superblocks", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
		superblocksFlags = handle(linker, lib, "blkid_probe_set_superblocks_flags", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
		enablePartitions = handle(linker, lib, "blkid_probe_enable_partitions", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
		partitionsFlags = handle(linker, lib, "blkid_probe_set_partitions_flags", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
		doProbe = handle(linker, lib, "blkid_do_probe", FunctionDescriptor.of(JAVA_INT, ADDRESS));
		lookupValue = handle(linker, lib, "blkid_probe_lookup_value",
				FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
		superblockName = handle(linker, lib, "blkid_superblocks_get_name", FunctionDescriptor.of(JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
		partitionName = handle(linker, lib, "blkid_partitions_get_name", FunctionDescriptor.of(JAVA_INT, JAVA_LONG, ADDRESS));
		MethodHandle libraryVersion = handle(linker, lib, "blkid_get_library_version",
				FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment text = arena.allocate(ADDRESS);
			int code = (int) libraryVersion.invokeExact(text, MemorySegment.NULL);
			MemorySegment pointer = text.get(ADDRESS, 0);
			version = pointer.equals(MemorySegment.NULL) ? Integer.toString(code) : pointer.reinterpret(64).getString(0);
		}
	}

	private static MethodHandle handle(Linker linker, SymbolLookup lib, String name, FunctionDescriptor descriptor) {
		return linker.downcallHandle(lib.find(name).orElseThrow(() -> new UnsatisfiedLinkError(LIBRARY + " has no " + name)),
				descriptor);
	}

	private static Loaded load() {
		if ("off".equalsIgnoreCase(System.getProperty(PROPERTY, ""))) {
			return new Loaded(null, "turned off with -D" + PROPERTY + "=off");
		}
		if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
			return new Loaded(null, LIBRARY + " is a Linux library");
		}
		try {
			return new Loaded(new Blkid(SymbolLookup.libraryLookup(LIBRARY, Arena.global())), null);
		} catch (Throwable t) {
			return new Loaded(null, LIBRARY + " could not be loaded (" + (t.getMessage() == null ? t.getClass().getSimpleName()
					: t.getMessage()) + "); install util-linux's libblkid1");
		}
	}

	/** The library, when it could be loaded. */
	public static Optional<Blkid> available() {
		return Optional.ofNullable(LOADED.blkid());
	}

	/** Why the library is not used, or empty when it is. */
	public static Optional<String> unavailableReason() {
		return Optional.ofNullable(LOADED.problem());
	}

	/** The library's version, e.g. "2.38.1". */
	public String version() {
		return version;
	}

	/**
	 * Every signature on a device or image file: superblocks of filesystems, RAID and volume members,
	 * swap, encryption (also those with a bad checksum, as {@code wipefs} lists them) and partition
	 * tables, in the order libblkid finds them.
	 *
	 * @throws IOException naming the path when it cannot be opened or probed
	 */
	public List<DiskSignature> probe(Path path) throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment probe = (MemorySegment) newProbe.invokeExact(arena.allocateFrom(path.toString()));
			if (probe.equals(MemorySegment.NULL)) {
				throw new IOException(path + " could not be opened for probing by " + LIBRARY);
			}
			try {
				int ignored = (int) enableSuperblocks.invokeExact(probe, 1);
				ignored = (int) superblocksFlags.invokeExact(probe,
						SUBLKS_TYPE | SUBLKS_USAGE | SUBLKS_VERSION | SUBLKS_MAGIC | SUBLKS_LABEL | SUBLKS_BADCSUM);
				ignored = (int) enablePartitions.invokeExact(probe, 1);
				ignored = (int) partitionsFlags.invokeExact(probe, PARTS_MAGIC);
				List<DiskSignature> found = new ArrayList<>();
				int result;
				while ((result = (int) doProbe.invokeExact(probe)) == 0 && found.size() < MAX_SIGNATURES) {
					signature(arena, probe).ifPresent(found::add);
				}
				if (result < 0) {
					throw new IOException(path + " could not be read by " + LIBRARY + " while probing for signatures");
				}
				return List.copyOf(found);
			} finally {
				freeProbe.invokeExact(probe);
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw new IOException(LIBRARY + " failed on " + path + ": " + t, t);
		}
	}

	/** The signature the last successful probe step found. */
	private Optional<DiskSignature> signature(Arena arena, MemorySegment probe) throws Throwable {
		Optional<byte[]> table = value(arena, probe, "PTTYPE");
		if (table.isPresent()) {
			String type = text(table.get());
			return Optional.of(new DiskSignature(SignatureKind.PARTITION_TABLE, partitionTableName(type),
					offset(value(arena, probe, "PTMAGIC_OFFSET")), magic(value(arena, probe, "PTMAGIC"))));
		}
		Optional<byte[]> type = value(arena, probe, "TYPE");
		if (type.isEmpty()) {
			return Optional.empty();
		}
		String name = text(type.get());
		String version = value(arena, probe, "VERSION").map(Blkid::text).orElse("");
		String usage = value(arena, probe, "USAGE").map(Blkid::text).orElse("");
		String label = value(arena, probe, "LABEL").map(Blkid::text).orElse("");
		String format = formatName(name, usage, version) + (label.isEmpty() ? "" : " labelled \"" + label + "\"");
		return Optional.of(new DiskSignature(kindOf(name, usage), format, offset(value(arena, probe, "SBMAGIC_OFFSET")),
				magic(value(arena, probe, "SBMAGIC"))));
	}

	private Optional<byte[]> value(Arena arena, MemorySegment probe, String name) throws Throwable {
		MemorySegment data = arena.allocate(ADDRESS);
		MemorySegment length = arena.allocate(JAVA_LONG);
		int r = (int) lookupValue.invokeExact(probe, arena.allocateFrom(name), data, length);
		if (r != 0) {
			return Optional.empty();
		}
		long n = length.get(JAVA_LONG, 0);
		MemorySegment pointer = data.get(ADDRESS, 0);
		if (pointer.equals(MemorySegment.NULL) || n <= 0 || n > 4096) {
			return Optional.empty();
		}
		return Optional.of(pointer.reinterpret(n).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE));
	}

	/** What a superblock type holds, from its name and libblkid's usage class. */
	static SignatureKind kindOf(String type, String usage) {
		String t = type.toLowerCase(Locale.ROOT);
		if (t.equals("swap") || t.equals("swsuspend")) {
			return SignatureKind.SWAP;
		}
		if (t.startsWith("lvm")) {
			return SignatureKind.LVM;
		}
		if (t.startsWith("bcache")) {
			return t.equals("bcachefs") ? SignatureKind.FILESYSTEM : SignatureKind.CACHE;
		}
		if (t.equals("zfs_member")) {
			return SignatureKind.POOL;
		}
		return switch (usage) {
		case "raid" -> SignatureKind.RAID;
		case "crypto" -> SignatureKind.ENCRYPTION;
		case "filesystem" -> SignatureKind.FILESYSTEM;
		default -> SignatureKind.OTHER;
		};
	}

	/**
	 * libblkid's type name, with the version where it tells layouts apart (md RAID 0.90 or 1.2, LUKS1
	 * or 2, FAT12, 16 or 32); a filesystem's revision is noise.
	 */
	static String formatName(String type, String usage, String version) {
		if (type.equals("swap")) {
			return "Linux swap";
		}
		boolean versioned = usage.equals("raid") || usage.equals("crypto") || type.equals("vfat");
		return type + (versioned && !version.isEmpty() && !version.equals("0") ? " " + version : "");
	}

	private static String partitionTableName(String type) {
		return switch (type) {
		case "dos" -> "MBR (DOS)";
		case "gpt" -> "GPT";
		case "PMBR" -> "protective MBR";
		default -> type;
		};
	}

	/** A value's text: its bytes up to the terminating NUL. */
	private static String text(byte[] bytes) {
		int n = 0;
		while (n < bytes.length && bytes[n] != 0) {
			n++;
		}
		return new String(bytes, 0, n, StandardCharsets.UTF_8);
	}

	private static long offset(Optional<byte[]> value) {
		try {
			return value.map(v -> Long.parseLong(text(v).strip())).orElse(-1L);
		} catch (NumberFormatException e) {
			return -1;
		}
	}

	/** A magic as a message shows it: quoted text when printable, else its bytes in hex. */
	static String magic(Optional<byte[]> value) {
		if (value.isEmpty()) {
			return "?";
		}
		byte[] bytes = value.get();
		boolean printable = bytes.length > 1;
		for (byte b : bytes) {
			printable &= b >= 0x20 && b < 0x7f;
		}
		if (printable) {
			return "\"" + new String(bytes, StandardCharsets.US_ASCII) + "\"";
		}
		StringBuilder hex = new StringBuilder();
		for (byte b : bytes) {
			hex.append(hex.isEmpty() ? "0x" : " 0x").append(String.format(Locale.ROOT, "%02X", b & 0xff));
		}
		return hex.toString();
	}

	/** Every superblock format the library knows, e.g. "ext4", "udf", "VMFS". */
	public List<String> superblockTypes() {
		return names(true);
	}

	/** Every partition-table format the library knows, e.g. "dos", "gpt". */
	public List<String> partitionTableTypes() {
		return names(false);
	}

	private List<String> names(boolean superblocks) {
		List<String> names = new ArrayList<>();
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment name = arena.allocate(ADDRESS);
			for (long i = 0; i < 1000; i++) {
				int r = superblocks ? (int) superblockName.invokeExact(i, name, MemorySegment.NULL)
						: (int) partitionName.invokeExact(i, name);
				if (r != 0) {
					break;
				}
				names.add(name.get(ADDRESS, 0).reinterpret(256).getString(0));
			}
		} catch (Throwable t) {
			throw new IllegalStateException(LIBRARY + " could not list its formats: " + t, t);
		}
		return List.copyOf(names);
	}
}
