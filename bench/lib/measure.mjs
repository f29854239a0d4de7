// autocannon runs and the printed table. A figure's "vs" names the baseline (same server) it is divided by.
import autocannon from "autocannon";

const WARMUP_SECONDS = 2;
const PERCENT = 100;

/** One warm-up run (caches, JIT), then the measured one. Every non-2xx, error and timeout counts as an error. */
export async function measure(target, { seconds, connections }) {
  const options = { url: target.url, headers: target.headers ?? {}, connections };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerAnswer: result.requests.average > 0 ? result.throughput.average / result.requests.average / 1024 : 0,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Each result with its ratio to its baseline's requests per second (null for baselines). */
export function withRatios(results) {
  const baselines = new Map(results.filter((r) => r.target.baseline).map((r) => [r.target.baseline, r]));
  return results.map((result) => {
    const base = result.target.vs ? baselines.get(result.target.vs) : undefined;
    return { ...result, ratio: base && base.rps > 0 ? result.rps / base.rps : null };
  });
}

export function printTable(rows) {
  console.info(
    "| target | req/s | p50 ms | p99 ms | kB/answer | errors | vs baseline |\n|---|---|---|---|---|---|---|",
  );
  for (const { target, rps, p50, p99, kbPerAnswer, errors, ratio } of rows) {
    const shown = ratio === null ? "—" : `${Math.round(ratio * PERCENT)}%`;
    const kb = kbPerAnswer.toFixed(1);
    console.info(`| ${target.name} | ${Math.round(rps)} | ${p50} | ${p99} | ${kb} | ${errors} | ${shown} |`);
  }
}

/**
 * Issue 9's targets: every figure `gated` by a minimum ratio (and a p99 ceiling where given) must meet them, and no
 * figure may have errors. Returns one line per check.
 */
export function checkTargets(rows) {
  const checks = [];
  for (const { target, ratio, p99, errors } of rows) {
    const gate = target.gate;
    if (gate) {
      const ratioOk = ratio !== null && ratio >= gate.minRatio;
      const p99Ok = gate.maxP99Ms === undefined || p99 <= gate.maxP99Ms;
      const wanted = `≥ ${gate.minRatio * PERCENT}% of baseline${gate.maxP99Ms === undefined ? "" : `, p99 ≤ ${gate.maxP99Ms} ms`}`;
      const seen = `${ratio === null ? "?" : Math.round(ratio * PERCENT)}%${gate.maxP99Ms === undefined ? "" : `, p99 ${p99} ms`}`;
      checks.push({ ok: ratioOk && p99Ok, line: `${target.name}: ${wanted} (seen ${seen})` });
    }
    checks.push({ ok: errors === 0, line: `${target.name}: zero errors (seen ${errors})` });
  }
  return checks;
}

export function printChecks(checks) {
  for (const { ok, line } of checks) console.info(`${ok ? "PASS" : "FAIL"}  ${line}`);
  return checks.every((check) => check.ok);
}

/** One line per result, `key=value` pairs (objects as JSON), leaving out what is undefined. */
export function printKeyValues(results) {
  for (const result of results) {
    console.info(
      Object.entries(result)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${typeof value === "object" ? JSON.stringify(value) : value}`)
        .join("  "),
    );
  }
}
