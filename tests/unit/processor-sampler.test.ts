import { describe, expect, it } from 'vitest'

import { descendantsOf } from '../../bench/lib/processTable'
import { groupOf, processorSecondsBetween, type TaskSample, threadTimes } from '../../bench/lib/processorSampler'

const BUILD = '/opt/node --heap-growing-percent=100 --import file:///repo/site/src/integrations/astroBuildHooks.ts /repo/node_modules/astro/bin/astro.mjs build --outDir /data/x'
const task = (pid: number, tid: number, command: string, thread: string, ticks: number, kernelTicks = 0): TaskSample => ({ pid, tid, command, thread, ticks, kernelTicks })

describe('the benchmark’s processor time by thread', () => {
  it('splits the site build by what its threads do, and names the processes around it', () => {
    expect(groupOf(task(10, 10, BUILD, 'MainThread', 0))).toBe('buildMainThread')
    expect(groupOf(task(10, 11, BUILD, 'WorkerThread', 0))).toBe('buildWorkerThreads')
    expect(groupOf(task(10, 12, BUILD, 'V8Worker', 0))).toBe('buildGarbageCollection')
    expect(groupOf(task(10, 13, BUILD, 'libuv-worker', 0))).toBe('buildFileSystem')
    expect(groupOf(task(20, 21, '/repo/node_modules/@pagefind/linux-x64/bin/pagefind_extended --service', 'tokio-rt-worker', 0))).toBe('pagefind')
    expect(groupOf(task(30, 30, '/opt/node --import tsx /repo/scripts/cms-server.ts', 'MainThread', 0))).toBe('cms')
    expect(groupOf(task(40, 40, '/data/postgres/bin/postgres -D /data/pg -p 54329', 'postgres', 0))).toBe('postgres')
    expect(groupOf(task(41, 41, 'postgres: baikal baikal 127.0.0.1(5000) SELECT', 'postgres', 0))).toBe('postgres')
    expect(groupOf(task(50, 50, '/usr/bin/caddy run', 'caddy', 0))).toBe('other')
  })

  it('counts each thread’s time since the first look, all of it for a thread that came later', () => {
    const first = [task(10, 10, BUILD, 'MainThread', 100), task(30, 30, 'node cms-server.ts', 'MainThread', 500)]
    const last = [
      task(10, 10, BUILD, 'MainThread', 350),
      task(10, 11, BUILD, 'WorkerThread', 120),
      task(30, 30, 'node cms-server.ts', 'MainThread', 540),
      task(20, 20, 'pagefind_extended --service', 'pagefind', 75),
    ]
    expect(processorSecondsBetween(first, last)).toEqual({
      buildMainThread: 2.5,
      buildWorkerThreads: 1.2,
      buildGarbageCollection: 0,
      buildFileSystem: 0,
      pagefind: 0.8,
      cms: 0.4,
      postgres: 0,
      other: 0,
    })
  })

  it('reads a thread’s name and its user and kernel ticks from its line in /proc', () => {
    // A line of /proc/{pid}/task/{tid}/stat: utime 1234, stime 567; a name with a space and a parenthesis.
    const stat = '4242 (node (x) y) R 1 4242 4242 0 -1 4194560 900 0 0 0 1234 567 0 0 20 0 11 0 100 0 0'
    expect(threadTimes(stat)).toEqual({ thread: 'node (x) y', ticks: 1801, kernelTicks: 567 })
  })

  it('counts the kernel’s part of each thread’s time apart, when asked for it', () => {
    const first = [task(10, 10, BUILD, 'MainThread', 100, 20), task(10, 13, BUILD, 'libuv-worker', 50, 40)]
    const last = [task(10, 10, BUILD, 'MainThread', 350, 30), task(10, 13, BUILD, 'libuv-worker', 150, 130), task(10, 11, BUILD, 'WorkerThread', 120, 70)]
    expect(processorSecondsBetween(first, last, (sample) => sample.kernelTicks)).toMatchObject({
      buildMainThread: 0.1,
      buildWorkerThreads: 0.7,
      buildFileSystem: 0.9,
      pagefind: 0,
    })
  })

  it('finds the processes below the benchmark at any depth, not the benchmark itself nor its neighbours', () => {
    const row = (parent: number) => ({ parent, rssBytes: 0 })
    // 1 → the benchmark (10) → the build (11) → Pagefind (12); the CMS (13); a neighbour (20).
    const table = new Map([
      [10, row(1)],
      [11, row(10)],
      [12, row(11)],
      [13, row(10)],
      [20, row(1)],
    ])
    expect(descendantsOf(table, 10).sort()).toEqual([11, 12, 13])
    expect(descendantsOf(table, 12)).toEqual([])
  })
})
