/**
 * The Lua scripts wrk runs for the abuse bench (scripts/bench-abuse.ts): the mix of pages and API
 * answers from many client addresses, and one client's flood of random searches on a clock.
 */
import type { WrkRun } from './bench-tools.ts';

/**
 * `paths` in turn, each request from the next of `clients` addresses (198.18.x.y); at the end, wrk's
 * latency samples and how many are over `slowMs` (read back by toSampleCounts).
 */
export function mixScript(paths: string[], clients: number, slowMs: number): string {
  return `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local n = 0
request = function()
  n = n + 1
  local client = (n * 7919) % ${clients}
  wrk.headers["X-Forwarded-For"] = "198.18." .. math.floor(client / 256) .. "." .. (client % 256)
  return wrk.format(nil, paths[(n % #paths) + 1])
end
done = function(summary, latency)
  local samples, slow = 0, 0
  for i = 1, #latency do
    local value, count = latency(i)
    samples = samples + count
    if value > ${slowMs * 1000} then slow = slow + count end
  end
  io.write(string.format("latency samples: %d, over ${slowMs} ms: %d\\n", samples, slow))
end
`;
}

/**
 * A run's answered requests, wrk's latency samples and those over mixScript's `slowMs`, as
 * `53412 / 59010 / 6120`. wrk corrects for coordinated omission: for an answer that took longer
 * than a connection's usual interval it adds the samples of the requests the connection did not
 * send meanwhile. So a few dozen answers of ~0.5 s become thousands of samples, and the run's p99
 * hundreds of ms (docs/measurements.md, 2026-11-30: where the mix's p99 spikes come from).
 */
export function toSampleCounts(run: WrkRun): string {
  const requests = /(\d+) requests in/.exec(run.output)?.[1] ?? '?';
  const samples = /latency samples: (\d+), over \d+ ms: (\d+)/.exec(run.output);
  return `${requests} / ${samples?.[1] ?? '?'} / ${samples?.[2] ?? '?'}`;
}

/**
 * `perSecond` random searches a second from one address, on a clock (each request takes the next
 * slot, whichever connection is free; a backlog of more than a second is dropped), and the
 * answers' statuses printed at the end as `statuses: 200=… 429=…`.
 */
export function floodScript(perSecond: number, client: string): string {
  return `local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *ts);
]]
local ts = ffi.new("bench_timespec")
local function now()
  ffi.C.clock_gettime(1, ts)
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end
local interval = 1000 / ${perSecond}
local nextAt = nil
delay = function()
  local t = now()
  if nextAt == nil or nextAt < t - 1000 then nextAt = t end
  local wait = nextAt - t
  nextAt = nextAt + interval
  return math.max(0, math.floor(wait))
end
local letters = "abcdefghijklmnoprstuvyz"
request = function()
  local q = {}
  for i = 1, 8 do
    local k = math.random(#letters)
    q[i] = letters:sub(k, k)
  end
  wrk.headers["X-Forwarded-For"] = "${client}"
  return wrk.format(nil, "/ara?q=" .. table.concat(q))
end
counts = {}
response = function(status)
  counts[status] = (counts[status] or 0) + 1
end
local threads = {}
setup = function(thread)
  thread:set("seed", os.time() + #threads)
  table.insert(threads, thread)
end
init = function()
  math.randomseed(seed)
end
done = function()
  local all = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do all[status] = (all[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(all) do parts[#parts + 1] = status .. "=" .. n end
  table.sort(parts)
  io.write("statuses: " .. table.concat(parts, " ") .. "\\n")
end
`;
}
