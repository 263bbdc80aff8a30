import { BadRequestException, Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { ValidationFailedError } from '../../common/http/errors.js';

const ONE_FILE_EXPECTED = 'Send one Excel file in the form field named file, and nothing else.';
const MALFORMED_UPLOAD = 'The upload is not a well-formed multipart form.';

/**
 * Placed before multer's FileInterceptor: what multer (a field or file too many, another field name) and
 * busboy (a form without its boundary, or cut short) refuse comes as a bare 400 in the library's words;
 * it is answered as a field error of `file` that says what to send (docs/product.md §14.1).
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof BadRequestException)) throw error;
        const message = /^Multipart:|Malformed|Unexpected end/.test(error.message) ? MALFORMED_UPLOAD : ONE_FILE_EXPECTED;
        throw new ValidationFailedError([{ field: 'file', message }]);
      }),
    );
  }
}
