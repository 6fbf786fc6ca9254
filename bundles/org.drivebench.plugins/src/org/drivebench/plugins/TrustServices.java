package org.drivebench.plugins;

import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.bouncycastle.openpgp.PGPPublicKey;
import org.eclipse.equinox.p2.core.UIServices;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What p2's trust check asks during an installation (unsigned artifacts, unknown signers), answered by
 * a {@link TrustPrompt}. It remembers what it was asked, so a refusal can say which artifacts. An
 * unsigned artifact is named by its file and the repository it comes from: p2 gives the path it was
 * downloaded to inside the installation, which tells the user nothing about where it came from.
 */
final class TrustServices extends UIServices {
	private final TrustPrompt prompt;
	private final String repository;
	private final List<String> asked = new ArrayList<>();
	private boolean refused;

	TrustServices(TrustPrompt prompt, String repository) {
		this.prompt = prompt;
		this.repository = repository;
	}

	@Override
	public AuthenticationInfo getUsernamePassword(@Nullable String location) {
		return AUTHENTICATION_PROMPT_CANCELED; // repositories behind a login are not supported
	}

	@Override
	public AuthenticationInfo getUsernamePassword(@Nullable String location, @Nullable AuthenticationInfo previousInfo) {
		return AUTHENTICATION_PROMPT_CANCELED;
	}

	@Override
	public TrustInfo getTrustInfo(Certificate @Nullable [][] untrustedChain, String @Nullable [] unsignedDetail) {
		return decide(untrustedChain, List.of(), unsignedDetail);
	}

	@Override
	@NonNullByDefault({}) // p2's signature as it is: any of them may be null, and the keys' element type is unannotated
	public TrustInfo getTrustInfo(Certificate[][] untrustedChains, Collection<PGPPublicKey> untrustedPGPKeys,
			String[] unsignedDetail) {
		return decide(untrustedChains, untrustedPGPKeys, unsignedDetail);
	}

	private synchronized TrustInfo decide(Certificate @Nullable [][] chains, @Nullable Collection<PGPPublicKey> keys, String @Nullable [] unsigned) {
		List<String> items = new ArrayList<>();
		if (unsigned != null) {
			for (String detail : unsigned) {
				items.add(artifact(detail) + " from " + repository + ": not signed");
			}
		}
		List<Certificate> certificates = new ArrayList<>();
		if (chains != null) {
			for (Certificate[] chain : chains) {
				if (chain != null && chain.length > 0) {
					certificates.add(chain[0]);
					String who = chain[0] instanceof X509Certificate x ? x.getSubjectX500Principal().getName() : chain[0].getType();
					items.add("content signed by " + who + ": a signer not trusted here");
				}
			}
		}
		if (keys != null) {
			for (PGPPublicKey key : keys) {
				items.add("content signed with PGP key " + Long.toHexString(key.getKeyID()).toUpperCase() + ": a key not trusted here");
			}
		}
		asked.addAll(items);
		boolean accept = !items.isEmpty() && prompt.acceptUntrusted(List.copyOf(items));
		refused |= !accept;
		// trusted for this installation only: nothing is saved as trusted for later ones
		return new TrustInfo(accept ? certificates : List.of(), accept && keys != null ? keys : List.of(), false, accept);
	}

	/** The artifact's file name from the path p2 downloaded it to ("example.plugin_1.0.0.jar"). */
	private static String artifact(String detail) {
		String path = detail.replace('\\', '/');
		while (path.endsWith("/")) {
			path = path.substring(0, path.length() - 1);
		}
		String name = path.substring(path.lastIndexOf('/') + 1);
		return name.isEmpty() ? detail : name;
	}

	synchronized List<String> asked() {
		return List.copyOf(asked);
	}

	synchronized boolean refused() {
		return refused;
	}
}
