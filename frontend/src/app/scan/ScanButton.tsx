import ScanOutlined from '@ant-design/icons-svg/es/asn/ScanOutlined';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PlainButton } from '../../components/plain/PlainButton';
import { SvgIcon } from '../../components/SvgIcon';
import { themed } from '../../components/themed';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useIsPhone } from '../../components/useScreen';
import { fillableField, useScanHandler } from './useScanHandler';

// The camera reader (ZXing) loads when the dialog first opens (docs/decisions.md, "Scanning").
const CameraScanner = lazy(async () => ({ default: await themed(import('./CameraScanner'), 'CameraScanner') }));

/** The header's Scan button on phones and tablets: reads a label with the camera (docs/decisions.md, "Scanning"). */
export function ScanButton() {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const handleScan = useScanHandler();
  // A phone's header has room for the icon only.
  const iconOnly = useIsPhone();
  // The field that had the focus before the button took it: the scan fills it.
  const field = useRef<HTMLInputElement | null>(null);

  const onRead = useCallback(
    (text: string) => {
      setOpen(false);
      void handleScan(text, field.current);
    },
    [handleScan],
  );

  return (
    <>
      <PlainButton
        look="text"
        icon={<SvgIcon icon={ScanOutlined} />}
        aria-label="Scan"
        onPointerDown={() => {
          field.current = fillableField(document.activeElement);
        }}
        onClick={() => setOpen(true)}
      >
        {!iconOnly && 'Scan'}
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <CameraScanner open={open} onClose={() => setOpen(false)} onRead={onRead} />
        </Suspense>
      )}
    </>
  );
}
