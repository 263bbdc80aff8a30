import { describe, expect, it } from '@jest/globals';
import { formatFileSize, importFailureMessage, isExcelFileName } from './scheduleFile';

describe('schedule files', () => {
  it('accepts names ending in .xlsx or .xls, in any letter case', () => {
    expect(isExcelFileName('schedule.xlsx')).toBe(true);
    expect(isExcelFileName('Schedule 2026.XLS')).toBe(true);
    expect(isExcelFileName('schedule.csv')).toBe(false);
    expect(isExcelFileName('schedule.xlsx.pdf')).toBe(false);
    expect(isExcelFileName('xlsx')).toBe(false);
  });

  it('gives sizes in B, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('why an import failed', () => {
  it('is the server’s message when it sent one', () => {
    const body = { statusCode: 415, error: 'Unsupported Media Type', message: 'The file is named .xlsx but is not an Excel workbook.' };
    expect(importFailureMessage({ status: 415, message: `415: ${JSON.stringify(body)}`, body })).toBe(body.message);
  });

  it('explains a size refusal from a proxy, a missing answer, and otherwise gives its text from docs/product.md', () => {
    expect(importFailureMessage({ status: 413, message: '413: <html>Request Entity Too Large</html>' })).toBe('The file is larger than 5 MB.');
    expect(importFailureMessage({ status: null, message: 'TypeError: Failed to fetch' })).toBe(
      'No usable answer came from the server. Check the connection and try again.',
    );
    expect(importFailureMessage({ status: 502, message: '502: Bad Gateway' })).toBe('Failed to import dock schedule. Please check your file format.');
  });
});
