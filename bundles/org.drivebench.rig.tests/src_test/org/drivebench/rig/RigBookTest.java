package org.drivebench.rig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The user's rigs: kept in a file of their settings, whole or not at all, with bad input named. */
class RigBookTest {
	@TempDir
	Path folder;

	@Test
	void rigsAreAddedListedInOrderAndRemovedInAFileCreatedWithItsFolder() throws IOException {
		RigBook book = new RigBook(folder.resolve("config/drivebench/rigs.json"));
		assertEquals(List.of(), book.list(), "no file yet: no rigs");
		book.add(Rig.parse("lab1", "10.0.0.5"));
		book.add(Rig.parse("lab2", "bench-b.example:9000"));
		assertEquals(List.of(new Rig("lab1", "10.0.0.5", 8765), new Rig("lab2", "bench-b.example", 9000)), book.list());
		// a second reader of the same file (the workbench while the command line adds) sees the same
		assertEquals(book.list(), new RigBook(book.file()).list());
		assertEquals(new Rig("lab1", "10.0.0.5", 8765), book.remove("lab1"));
		assertEquals(List.of(new Rig("lab2", "bench-b.example", 9000)), book.list());
		try (var files = Files.list(book.file().getParent())) {
			assertEquals(List.of("rigs.json"), files.map(p -> p.getFileName().toString()).toList(), "no temporary file left");
		}
	}

	@Test
	void aNameTakenAnUnknownNameAndABadAddressAreRefusedNamingThem() throws IOException {
		RigBook book = new RigBook(folder.resolve("rigs.json"));
		book.add(Rig.parse("lab1", "10.0.0.5"));
		IllegalArgumentException taken = assertThrows(IllegalArgumentException.class, () -> book.add(Rig.parse("lab1", "10.0.0.6")));
		assertTrue(taken.getMessage().contains("exists already (10.0.0.5:8765)"), taken.getMessage());
		IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> book.require("lab9"));
		assertEquals("no rig 'lab9'; rigs: lab1", unknown.getMessage());
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Rig.parse("lab 3", "h")).getMessage().contains("rig name 'lab 3'"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Rig.parse("x", "h:70000")).getMessage().contains("port 70000"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Rig.parse("x", "h:abc")).getMessage().contains("no port number"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> Rig.parse("x@y", "h")).getMessage().contains("rig name"),
				"'@' would make <path>@<rig> ambiguous");
	}

	@Test
	void anIpv6AddressIsBracketedAndGivenToFioWithIp6() {
		Rig rig = Rig.parse("v6", "[::1]:4444");
		assertEquals("::1", rig.host());
		assertEquals("[::1]:4444", rig.address());
		assertEquals("ip6:::1,4444", rig.clientArgument());
		assertEquals("10.0.0.5,8765", Rig.parse("v4", "10.0.0.5").clientArgument());
	}

	@Test
	void aDamagedFileIsNamedAndNotOverwritten() throws IOException {
		Path file = folder.resolve("rigs.json");
		Files.writeString(file, "{ \"rigs\" : [ { \"name\" : \"lab1\" ");
		RigBook book = new RigBook(file);
		IOException e = assertThrows(IOException.class, book::list);
		assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("not a valid DriveBench rigs file"), e.getMessage());
		assertThrows(IOException.class, () -> book.add(Rig.parse("lab2", "h")));
		assertEquals("{ \"rigs\" : [ { \"name\" : \"lab1\" ", Files.readString(file), "the user's file is left as it was");
	}
}
