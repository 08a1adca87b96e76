/** Latency histogram with 1-ms buckets up to `maxMs` (the last bucket holds everything above). */
export class Histogram {
  readonly counts: Float64Array;
  total = 0;
  negative = 0;

  constructor(
    readonly maxMs = 120_000,
    readonly bucketMs = 1,
  ) {
    this.counts = new Float64Array(Math.ceil(maxMs / bucketMs) + 1);
  }

  add(ms: number, weight = 1) {
    if (ms < 0) {
      this.negative += weight;
      ms = 0;
    }
    const bucket = Math.min(this.counts.length - 1, Math.floor(ms / this.bucketMs));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + weight;
    this.total += weight;
  }

  /** upper edge of the bucket holding the p-th percentile, in ms */
  percentile(p: number): number | null {
    if (this.total === 0) return null;
    const target = (p / 100) * this.total;
    let cumulative = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      cumulative += this.counts[bucket] ?? 0;
      if (cumulative >= target) return (bucket + 1) * this.bucketMs;
    }
    return this.maxMs;
  }

  summary() {
    let sum = 0;
    let max = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      const count = this.counts[bucket] ?? 0;
      if (count > 0) {
        sum += count * (bucket + 0.5) * this.bucketMs;
        max = bucket + 1;
      }
    }
    return {
      n: this.total,
      p50: this.percentile(50),
      p95: this.percentile(95),
      p99: this.percentile(99),
      max: max * this.bucketMs,
      mean: this.total ? Number((sum / this.total).toFixed(1)) : null,
    };
  }
}
