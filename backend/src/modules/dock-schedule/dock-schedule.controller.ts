import { Controller, Get, Inject, Logger, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { siteDate, type ImportResult, type PublicUser } from '@dockflow/contracts';
import { ExportShipmentsQueryDto } from '@dockflow/contracts/dto';
import { CommandAccess, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { Clock } from '../../common/clock.js';
import { ValidationFailedError } from '../../common/http/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { ImportQueue } from '../../jobs/import-queue.js';
import { assertReasonableExpansion, MAX_FILE_BYTES, spreadsheetKind } from './domain/spreadsheet-guard.js';
import { ExportSlots } from './export-slots.js';
import { ShipmentExporter } from './queries/export-shipments/export-shipments.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';

@Controller()
export class DockScheduleController {
  private readonly logger = new Logger('ShipmentExport');

  constructor(
    private readonly imports: ImportQueue,
    private readonly exporter: ShipmentExporter,
    private readonly clock: Clock,
    private readonly slots: ExportSlots,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * docs/product.md §12.2: multipart, field `file`; answers { success, total, errors } once the job has run. The job
   * may run on another instance, outside this request's transaction, so it takes no Idempotency-Key;
   * applying a file twice changes nothing the second time (docs/decisions.md, "Idempotency keys").
   */
  @Post('dock-schedule/import')
  @CommandAccess()
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file', { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0 } }))
  async import(@UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() user: PublicUser): Promise<ImportResult> {
    if (!file) throw new ValidationFailedError([{ field: 'file', message: 'Please select an Excel file (.xlsx or .xls)' }]);
    // The cheap guards answer at once (415, 422) instead of from inside a job.
    if (spreadsheetKind(file.originalname, file.buffer) === 'xlsx') assertReasonableExpansion(file.buffer);
    return this.imports.import({ fileName: file.originalname, content: file.buffer, uploaderId: user.id });
  }

  /** docs/product.md §12.3: .xlsx by default, CSV with format=csv, the list's filters, a dated file name. */
  @Get('export/shipments')
  @ReadAccess()
  async export(@Query() query: ExportShipmentsQueryDto, @CurrentUser() user: PublicUser, @Res() response: Response): Promise<void> {
    const release = this.slots.take(user.id);
    try {
      const filter = { status: query.status, steps: query.steps, dock: query.dock, search: query.search };
      const now = this.clock.now();
      const name = `dockflow-shipments-${siteDate(now, this.config.siteTimezone)}`;
      const rows = await this.exporter.open(filter, now);
      const [type, extension, body] =
        query.format === 'csv'
          ? ['text/csv; charset=utf-8', 'csv', this.exporter.csv(rows, this.config.siteTimezone)]
          : ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', this.exporter.xlsx(rows, now, this.config.siteTimezone)];
      response.setHeader('Content-Type', type);
      response.setHeader('Content-Disposition', `attachment; filename="${name}.${extension}"`);
      // A failure once the file has started can only cut the download short: the client sees it incomplete.
      await pipeline(Readable.from(body), response).catch((error: unknown) => this.logger.error(`Export cut short: ${String(error)}`));
    } finally {
      release();
    }
  }
}
