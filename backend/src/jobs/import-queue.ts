import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ApiError, ImportResult } from '@dockflow/contracts';
import { DomainError } from '../common/domain-error.js';
import { logFailure, toApiError } from '../common/http/error.filter.js';
import { AnsweredError } from '../common/http/errors.js';
import { trackedRedis } from '../common/redis-connection.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { ImportJobProcessor, type ImportFile } from './import-job.js';

const QUEUE = 'dock-schedule-import';
/** How long an upload waits for its job before answering 503 (the job still finishes). */
const WAIT_MS = 120_000;
const SHUTDOWN_WAIT_MS = 5_000;
/** How long an uploaded file waits in Redis for its job: far longer than the job's attempts take. */
const FILE_TTL_SECONDS = 24 * 60 * 60;

/**
 * What a job carries. The file itself waits in a Redis key of its own, as bytes: inside the job it
 * would travel as a base64 JSON string, through BullMQ's scripts, both ways (docs/performance.md).
 */
interface ImportJobData {
  fileName: string;
  fileKey: string;
  uploaderId: string;
}

/**
 * Runs dock schedule imports as jobs: on BullMQ when REDIS_URL is set (any instance's worker may
 * take it; the request waits for the result), in-process through the same processor otherwise.
 * Delivery is at least once; the processor's work is an idempotent upsert by TMP number.
 */
@Injectable()
export class ImportQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ImportQueue');
  private queue: Queue<ImportJobData, ImportResult> | undefined;
  private events: QueueEvents | undefined;
  private worker: Worker<ImportJobData, ImportResult> | undefined;
  private producer: Redis | undefined;
  /** The worker's reads of uploaded files: like BullMQ's own connections, it waits out a short outage. */
  private files: Redis | undefined;
  /** Requests waiting for a job this instance's worker runs, answered as it completes (no trip through QueueEvents). */
  private readonly waiting = new Map<string, (result: ImportResult) => void>();
  private readonly connections: Redis[] = [];

  constructor(
    private readonly processor: ImportJobProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const url = this.config.redisUrl;
    if (!url) return;
    const prefix = `${this.config.redisKeyPrefix}bull`;
    // The producer must fail fast while Redis is down (503), never queue the upload in memory.
    this.producer = this.connect(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false });
    this.queue = new Queue(QUEUE, { connection: this.producer, prefix });
    this.files = this.connect(url, { maxRetriesPerRequest: null });
    this.events = new QueueEvents(QUEUE, { connection: this.connect(url, { maxRetriesPerRequest: null }), prefix });
    const lockMs = this.config.importJobLockSeconds * 1000;
    this.worker = new Worker<ImportJobData, ImportResult>(QUEUE, (job) => this.run(job), {
      connection: this.connect(url, { maxRetriesPerRequest: null }),
      prefix,
      concurrency: 1,
      // A job whose instance died is taken over by another worker once its lock lapses.
      lockDuration: lockMs,
      stalledInterval: lockMs,
      // Stored on the job as `processedBy`: which instance ran it.
      name: `${hostname()}:${process.pid}`,
    });
    // While Redis is down these report every reconnection attempt; one line per outage is enough.
    let reported = false;
    const report = (error: Error) => {
      if (!reported) this.logger.warn(`Job queue: ${error.message}`);
      reported = true;
    };
    this.worker.on('error', report);
    this.worker.on('completed', (job, result) => this.waiting.get(job.id ?? '')?.(result));
    this.events.on('error', report);
    this.queue.on('error', report);
    this.worker.on('ready', () => (reported = false));
  }

  /**
   * Lets a running job finish, bounded: with Redis unreachable BullMQ's close would wait forever,
   * so after the wait every connection (BullMQ's own duplicates too) is dropped.
   */
  async onApplicationShutdown(): Promise<void> {
    const closing = Promise.allSettled([this.worker?.close(), this.events?.close(), this.queue?.close()]);
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
    for (const connection of this.connections) connection.disconnect();
    void Promise.allSettled([this.worker?.disconnect(), this.events?.disconnect(), this.queue?.disconnect()]);
  }

  /**
   * A connection this service owns, duplicates included (BullMQ duplicates connections for its
   * blocking reads), so shutdown can drop every one of them even while Redis is unreachable.
   */
  private connect(url: string, options: { maxRetriesPerRequest: number | null; enableOfflineQueue?: boolean }): Redis {
    return trackedRedis(url, { ...options, connectionName: `${this.config.redisKeyPrefix}jobs` }, (connection) => {
      // Outages are reported by the calls that need Redis (503); the connection retries by itself.
      connection.on('error', () => undefined);
      this.connections.push(connection);
    });
  }

  async import(file: ImportFile): Promise<ImportResult> {
    if (!this.queue || !this.events || !this.producer) return this.processor.process(file, () => undefined);
    if (this.producer.status !== 'ready') throw new DomainError('unavailable', 'The job queue (Redis) is unavailable; try the import again shortly.');
    const fileKey = `${this.config.redisKeyPrefix}import-file:${randomUUID()}`;
    await this.producer.set(fileKey, file.content, 'EX', FILE_TTL_SECONDS);
    const data = { fileName: file.fileName, fileKey, uploaderId: file.uploaderId };
    const job = await this.queue.add('import', data, { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 100, removeOnFail: 100 });
    const jobId = job.id!;
    // Whichever comes first: this instance's worker completing it, or the completion any instance reports.
    const completedHere = new Promise<ImportResult>((resolve) => this.waiting.set(jobId, resolve));
    try {
      const result = await Promise.race([completedHere, job.waitUntilFinished(this.events, WAIT_MS)]);
      await this.producer.del(fileKey).catch(() => undefined);
      return result;
    } catch (error) {
      throw jobFailure(error);
    } finally {
      this.waiting.delete(jobId);
    }
  }

  private async run(job: Job<ImportJobData, ImportResult>): Promise<ImportResult> {
    try {
      const content = await this.files!.getBuffer(job.data.fileKey);
      if (!content) throw new DomainError('unavailable', 'The uploaded file is no longer available; upload it again.');
      const file = { fileName: job.data.fileName, content, uploaderId: job.data.uploaderId };
      return await this.processor.process(file, (percent) => void job.updateProgress(percent).catch(() => undefined));
    } catch (error) {
      // The job's failure travels as its `failedReason`, a text: the answer the upload would have given
      // had it run the job itself, so a refusal keeps its status and nothing of the database's own words leaks.
      const answer = toApiError(error);
      logFailure(this.logger, error, answer);
      // A file the rules refuse fails the same way every time: no retry.
      throw error instanceof DomainError ? new UnrecoverableError(JSON.stringify(answer)) : new Error(JSON.stringify(answer));
    }
  }
}

/** A job's failure, as the waiting request answers it: the answer the job's run put in its reason. */
function jobFailure(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const answer = failedAnswer(message);
  if (answer) return new AnsweredError(answer);
  // QueueEvents' own wait ran out; the job goes on.
  if (/timed out/i.test(message)) return new DomainError('unavailable', 'The import is taking longer than expected; its result will appear on the dashboard.');
  return error instanceof Error ? error : new Error(message);
}

function failedAnswer(reason: string): ApiError | undefined {
  try {
    const answer: unknown = JSON.parse(reason);
    const isAnswer = typeof answer === 'object' && answer !== null && 'statusCode' in answer && typeof answer.statusCode === 'number' && 'message' in answer;
    return isAnswer ? (answer as ApiError) : undefined;
  } catch {
    return undefined;
  }
}
