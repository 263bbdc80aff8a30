import { prepareZXingModule } from 'zxing-wasm/reader';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The reader's WebAssembly comes from this server (a hashed file under assets/, precached by the
 * service worker), never from the package's default CDN: a dock's network may not reach the internet.
 * It is fetched on the first frame read, not before.
 */
export function serveReaderWasmFromTheApp(): void {
  prepareZXingModule({ overrides: { locateFile: (file, prefix) => (file.endsWith('.wasm') ? readerWasmUrl : prefix + file) } });
}
