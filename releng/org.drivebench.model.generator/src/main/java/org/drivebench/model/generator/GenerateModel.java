package org.drivebench.model.generator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * Runs the EMF generator headless (no workspace, no OSGi) over the model bundle's genmodel and
 * writes the model code into its {@code src-gen} folder.
 *
 * <p>Usage: {@code GenerateModel <model-bundle-dir>}. The generator always writes into an empty
 * temporary folder first, so the result never depends on what src-gen held before.
 */
public final class GenerateModel {
	static final String BUNDLE_NAME = "org.drivebench.model";
	static final String GENMODEL = "model/drivebench.genmodel";
	static final String SRC_GEN = "src-gen";

	public static void main(String[] args) throws IOException {
		if (args.length != 1) {
			System.err.println("usage: GenerateModel <path of bundles/" + BUNDLE_NAME + ">");
			System.exit(2);
		}
		Path bundle = Path.of(args[0]).toAbsolutePath().normalize();
		Path generated = generateIntoTemporaryFolder(bundle);
		Path srcGen = bundle.resolve(SRC_GEN);
		deleteTree(srcGen);
		copyTree(generated.resolve(SRC_GEN), srcGen);
		deleteTree(generated);
		System.out.println("Generated model code into " + srcGen);
	}

	/**
	 * Generates the model code of {@code bundle}'s genmodel into a new temporary folder laid out like
	 * the bundle (the code is under {@code <folder>/src-gen}).
	 */
	static Path generateIntoTemporaryFolder(Path bundle) throws IOException {
		Path genmodelFile = bundle.resolve(GENMODEL);
		if (!Files.isRegularFile(genmodelFile)) {
			throw new IOException("No genmodel at " + genmodelFile);
		}
		Path out = Files.createTempDirectory("drivebench-model-gen");
		// the genmodel and ecore are read from the bundle, the code goes to the temporary folder
		Files.createDirectories(out.resolve("model"));
		for (String f : List.of("model/drivebench.ecore", GENMODEL)) {
			Files.copy(bundle.resolve(f), out.resolve(f));
		}

		ResourceSet resources = new ResourceSetImpl();
		resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
		resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put("genmodel", new XMIResourceFactoryImpl());
		resources.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
		resources.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
		resources.getURIConverter().getURIMap().put(URI.createPlatformResourceURI("/" + BUNDLE_NAME + "/", false),
				URI.createFileURI(out.toString() + "/"));
		GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(GenModelPackage.eNS_URI,
				GenModelGeneratorAdapterFactory.DESCRIPTOR);

		Resource genmodelResource = resources
				.getResource(URI.createPlatformResourceURI("/" + BUNDLE_NAME + "/" + GENMODEL, false), true);
		GenModel saved = (GenModel) genmodelResource.getContents().get(0);

		// the committed genmodel holds only settings: derive its classes from the .ecore, as EMF's "Reload" does
		List<EPackage> packages = new ArrayList<>();
		for (GenPackage p : saved.getGenPackages()) {
			packages.add(p.getEcorePackage());
		}
		GenModel genModel = GenModelFactory.eINSTANCE.createGenModel();
		genmodelResource.getContents().add(genModel);
		genModel.initialize(packages);
		genModel.reconcile(saved);
		genmodelResource.getContents().remove(saved);
		genModel.setCanGenerate(true);

		Diagnostic validation = genModel.diagnose();
		if (validation.getSeverity() == Diagnostic.ERROR) {
			throw new IOException("The genmodel is not valid: " + describe(validation));
		}
		Generator generator = new Generator();
		generator.setInput(genModel);
		Diagnostic result = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
				new BasicMonitor());
		if (result.getSeverity() == Diagnostic.ERROR) {
			throw new IOException("EMF generation failed: " + describe(result));
		}
		if (!Files.isDirectory(out.resolve(SRC_GEN))) {
			throw new IOException("EMF generation wrote nothing under " + out.resolve(SRC_GEN));
		}
		return out;
	}

	private static String describe(Diagnostic d) {
		StringBuilder sb = new StringBuilder(d.getMessage());
		for (Diagnostic child : d.getChildren()) {
			sb.append("; ").append(describe(child));
		}
		return sb.toString();
	}

	static void deleteTree(Path root) throws IOException {
		if (!Files.exists(root)) {
			return;
		}
		try (Stream<Path> walk = Files.walk(root)) {
			walk.sorted(Comparator.reverseOrder()).forEach(p -> {
				try {
					Files.delete(p);
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			});
		}
	}

	private static void copyTree(Path from, Path to) throws IOException {
		try (Stream<Path> walk = Files.walk(from)) {
			for (Path p : (Iterable<Path>) walk::iterator) {
				Path target = to.resolve(from.relativize(p).toString());
				if (Files.isDirectory(p)) {
					Files.createDirectories(target);
				} else {
					Files.copy(p, target);
				}
			}
		}
	}
}
