package org.drivebench.core.runner;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;

import org.HdrHistogram.Histogram;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Percentile;

/**
 * Converts between HdrHistograms and the model's LatencyHistogram: the whole histogram in
 * HdrHistogram's compressed encoding (base64), plus the summary figures and the percentiles a
 * reader asks for, so a reader needs no HdrHistogram to see p99.
 */
public final class HistogramCodec {
	/** The percentiles every stored histogram carries. */
	public static final double[] STANDARD_PERCENTILES = { 1, 5, 10, 25, 50, 75, 90, 95, 99, 99.9, 99.99, 100 };

	private HistogramCodec() {
	}

	/** A LatencyHistogram holding {@code nanos} (values in nanoseconds). */
	public static LatencyHistogram toModel(String key, String label, Histogram nanos) {
		LatencyHistogram h = DriveBenchFactory.eINSTANCE.createLatencyHistogram();
		h.setKey(key);
		h.setLabel(label);
		h.setCount(nanos.getTotalCount());
		if (nanos.getTotalCount() > 0) {
			h.setMinNanos(nanos.getMinValue());
			h.setMaxNanos(nanos.getMaxValue());
			h.setMeanNanos(nanos.getMean());
			h.setStdDevNanos(nanos.getStdDeviation());
			for (double p : STANDARD_PERCENTILES) {
				Percentile percentile = DriveBenchFactory.eINSTANCE.createPercentile();
				percentile.setPercent(p);
				percentile.setNanos(nanos.getValueAtPercentile(p));
				h.getPercentiles().add(percentile);
			}
		}
		h.setEncoded(encode(nanos));
		return h;
	}

	/** Base64 of the compressed encoding. */
	public static String encode(Histogram histogram) {
		ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
		int length = histogram.encodeIntoCompressedByteBuffer(buffer);
		byte[] bytes = new byte[length];
		buffer.flip();
		buffer.get(bytes);
		return Base64.getEncoder().encodeToString(bytes);
	}

	/**
	 * The HdrHistogram stored in {@code h}.
	 *
	 * @throws IllegalArgumentException naming the histogram when it holds no or a damaged encoding
	 */
	public static Histogram decode(LatencyHistogram h) {
		String encoded = h.getEncoded();
		if (encoded == null || encoded.isBlank()) {
			throw new IllegalArgumentException("histogram '" + h.getKey() + "' stores only its summary, not its values");
		}
		try {
			return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0);
		} catch (DataFormatException | IllegalArgumentException e) {
			throw new IllegalArgumentException("histogram '" + h.getKey() + "' has a damaged encoding: " + e.getMessage(), e);
		}
	}
}
