import fs from 'node:fs'

import { descendantsOf, readProcessTable } from './processTable'

/**
 * Linux's clock ticks per second in /proc (USER_HZ): 100 on every architecture Node runs on here.
 * Node cannot ask sysconf for it.
 */
const TICKS_PER_SECOND = 100

/** A thread of a process below the benchmark, as /proc shows it at one moment. */
export type TaskSample = {
  pid: number
  tid: number
  /** The process's command line, its arguments joined by spaces. */
  command: string
  /** The thread's name (`comm`): Node names its own, `MainThread`, `WorkerThread`, `V8Worker`, `libuv-worker`. */
  thread: string
  /** Processor time used so far, user and system, in clock ticks. */
  ticks: number
  /** Of `ticks`, those spent in the kernel on the thread's behalf: its system calls, a build's mostly the file system's. */
  kernelTicks: number
}

/**
 * Where processor time goes, by what the thread does. The site build's process is split by its
 * threads: the main thread renders, the worker threads compress pages and drive Pagefind, V8's own
 * threads collect garbage, libuv's do the file system's work. Pagefind's processes, the CMS and
 * PostgreSQL (when the benchmark's own) are whole processes.
 */
const PROCESSOR_GROUPS = ['buildMainThread', 'buildWorkerThreads', 'buildGarbageCollection', 'buildFileSystem', 'pagefind', 'cms', 'postgres', 'other'] as const

export type ProcessorGroup = (typeof PROCESSOR_GROUPS)[number]

export function groupOf(task: TaskSample): ProcessorGroup {
  if (/astro\.mjs build/.test(task.command)) {
    if (task.tid === task.pid) return 'buildMainThread'
    if (task.thread === 'WorkerThread') return 'buildWorkerThreads'
    if (task.thread === 'V8Worker') return 'buildGarbageCollection'
    if (task.thread === 'libuv-worker') return 'buildFileSystem'
    return 'other'
  }
  if (/pagefind/.test(task.command)) return 'pagefind'
  if (/cms-server/.test(task.command)) return 'cms'
  if (/(^|\/)postgres\b/.test(task.command)) return 'postgres'
  return 'other'
}

/**
 * Processor seconds by group between two looks at the same threads: a thread first seen in the
 * second look counts all its time, one gone by then counts what it had used when last seen.
 * `ticksOf` says which time: all of it, or the kernel's alone.
 */
export function processorSecondsBetween(
  first: readonly TaskSample[],
  last: readonly TaskSample[],
  ticksOf: (task: TaskSample) => number = (task) => task.ticks,
): Record<ProcessorGroup, number> {
  const before = new Map(first.map((task) => [`${task.pid}/${task.tid}`, ticksOf(task)]))
  const seconds = Object.fromEntries(PROCESSOR_GROUPS.map((group) => [group, 0])) as Record<ProcessorGroup, number>
  for (const task of last) {
    const used = ticksOf(task) - (before.get(`${task.pid}/${task.tid}`) ?? 0)
    if (used > 0) seconds[groupOf(task)] += used / TICKS_PER_SECOND
  }
  for (const group of PROCESSOR_GROUPS) seconds[group] = Math.round(seconds[group] * 10) / 10
  return seconds
}

/** A thread's name and processor ticks, from its line in /proc (`/proc/{pid}/task/{tid}/stat`). */
export function threadTimes(stat: string): Pick<TaskSample, 'thread' | 'ticks' | 'kernelTicks'> {
  // The name may hold spaces and parentheses: the fields are those after its last `)`, where
  // utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const [userTicks, kernelTicks] = [Number(fields[11]), Number(fields[12])]
  return { thread: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: userTicks + kernelTicks, kernelTicks }
}

/** The threads of this process's descendants (not this process: the benchmark's own work is not the build's). */
function treeTasks(root: number): TaskSample[] {
  const tasks: TaskSample[] = []
  for (const pid of descendantsOf(readProcessTable(), root)) {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
      for (const entry of fs.readdirSync(`/proc/${pid}/task`)) {
        tasks.push({ pid, tid: Number(entry), command, ...threadTimes(fs.readFileSync(`/proc/${pid}/task/${entry}/stat`, 'utf8')) })
      }
    } catch {
      // the process ended while we looked
    }
  }
  return tasks
}

/**
 * Samples the processor time of this process's descendants (Linux /proc) while a build runs, so a
 * benchmark can say where a build's time went and how many of the cores it kept busy. Threads are
 * looked at every `intervalMs`: one that ends between two looks loses at most that much of its time.
 * Of each group's time, `inKernel` is the part the kernel spent on its system calls.
 * Elsewhere than Linux it reports nothing.
 */
export function sampleTreeProcessor(intervalMs = 250): {
  stop: () => (Record<ProcessorGroup, number> & { busyCores: number; inKernel: Record<ProcessorGroup, number> }) | null
} {
  if (!fs.existsSync('/proc/self/task')) return { stop: () => null }
  const started = performance.now()
  const first = treeTasks(process.pid)
  // Every thread as last seen, so that one gone by the end still counts, under the command it
  // was first seen with: an exited process, until its parent reaps it, has an empty command line.
  const seen = new Map<string, TaskSample>()
  const look = () => {
    for (const task of treeTasks(process.pid)) {
      const key = `${task.pid}/${task.tid}`
      seen.set(key, { ...task, command: seen.get(key)?.command || task.command })
    }
  }
  const timer = setInterval(look, intervalMs)
  timer.unref()
  return {
    stop: () => {
      clearInterval(timer)
      look()
      const last = [...seen.values()]
      const seconds = processorSecondsBetween(first, last)
      const total = Object.values(seconds).reduce((sum, value) => sum + value, 0)
      const inKernel = processorSecondsBetween(first, last, (task) => task.kernelTicks)
      return { ...seconds, busyCores: Math.round((total / ((performance.now() - started) / 1000)) * 100) / 100, inKernel }
    },
  }
}
