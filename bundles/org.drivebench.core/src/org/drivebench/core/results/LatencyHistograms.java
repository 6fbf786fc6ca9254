package org.drivebench.core.results;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.Optional;
import java.util.zip.DataFormatException;

import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Percentile;

/**
 * Turns an HdrHistogram of latencies (nanoseconds) into the model's {@link LatencyHistogram} and
 * back. The histogram is stored whole (HdrHistogram's compressed encoding, base64), so any
 * percentile can be computed again later; the summary and the percentiles readers ask for are
 * stored beside it so a table needs no decoding.
 */
public final class LatencyHistograms {
	/** The percentiles stored with every histogram. */
	public static final double[] READER_PERCENTILES = { 50, 90, 95, 99, 99.9, 99.99 };

	private LatencyHistograms() {
	}

	/** A model histogram holding {@code latencyNanos} whole, with its summary and reader percentiles. */
	public static LatencyHistogram toModel(String key, String label, AbstractHistogram latencyNanos) {
		LatencyHistogram model = DriveBenchFactory.eINSTANCE.createLatencyHistogram();
		model.setKey(key);
		model.setLabel(label);
		long count = latencyNanos.getTotalCount();
		model.setCount(count);
		if (count > 0) {
			model.setMinNanos(latencyNanos.getMinValue());
			model.setMaxNanos(latencyNanos.getMaxValue());
			model.setMeanNanos(latencyNanos.getMean());
			model.setStdDevNanos(latencyNanos.getStdDeviation());
			for (double p : READER_PERCENTILES) {
				model.getPercentiles().add(percentile(p, latencyNanos.getValueAtPercentile(p)));
			}
		}
		model.setEncoded(encode(latencyNanos));
		return model;
	}

	/** A percentile entry. */
	public static Percentile percentile(double percent, long nanos) {
		Percentile p = DriveBenchFactory.eINSTANCE.createPercentile();
		p.setPercent(percent);
		p.setNanos(nanos);
		return p;
	}

	/** Base64 of the histogram's compressed encoding. */
	public static String encode(AbstractHistogram histogram) {
		ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
		int length = histogram.encodeIntoCompressedByteBuffer(buffer);
		byte[] bytes = new byte[length];
		buffer.flip();
		buffer.get(bytes);
		return Base64.getEncoder().encodeToString(bytes);
	}

	/** The whole histogram stored in {@code model}, when it holds one (imports may hold only a summary). */
	public static Optional<Histogram> decode(LatencyHistogram model) {
		String encoded = model.getEncoded();
		if (encoded == null || encoded.isBlank()) {
			return Optional.empty();
		}
		try {
			ByteBuffer bytes = ByteBuffer.wrap(Base64.getDecoder().decode(encoded.strip()));
			return Optional.of(Histogram.decodeFromCompressedByteBuffer(bytes, 0));
		} catch (IllegalArgumentException | DataFormatException | IndexOutOfBoundsException e) {
			throw new IllegalArgumentException("latency histogram '" + model.getKey() + "' holds an unreadable encoding: "
					+ e.getMessage(), e);
		}
	}

	/**
	 * The latency at {@code percent}: from the whole histogram when stored, else from a stored
	 * percentile of exactly that percent.
	 */
	public static Optional<Long> valueAt(LatencyHistogram model, double percent) {
		Optional<Histogram> whole = decode(model);
		if (whole.isPresent()) {
			return Optional.of(whole.get().getValueAtPercentile(percent));
		}
		return model.getPercentiles().stream().filter(p -> p.getPercent() == percent).map(Percentile::getNanos).findFirst();
	}
}
