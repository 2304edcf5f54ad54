// What a load run reports: requests per second, latency and the average answer size.
export function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}
