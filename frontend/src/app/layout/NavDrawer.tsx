import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useEffect, useRef, type ReactNode } from 'react';
import { PlainButton } from '../../components/plain/PlainButton';
import { SvgIcon } from '../../components/SvgIcon';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar on a phone or a tablet: a panel from the left in the browser's own modal dialog, which keeps
 * the focus inside, makes the page behind inert and closes on Escape; a tap beside it closes it too.
 */
export function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (open) element.showModal();
    else element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="nav-drawer"
      aria-label="DockFlow"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="nav-drawer-panel">
        <div className="nav-drawer-head">
          <span className="app-brand">DockFlow</span>
          <PlainButton look="text" icon={<SvgIcon icon={CloseOutlined} />} aria-label="Close" onClick={onClose} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
