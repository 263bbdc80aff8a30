import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

/**
 * The page's tabs (WAI-ARIA tabs: arrow keys move between them, Tab goes into the panel). A panel is
 * drawn when first opened and kept, hidden, afterwards, so what was typed in it stays, as with antd's tabs.
 */
export function AuthTabs<Key extends string>({ tabs, idPrefix }: { tabs: readonly AuthTab<Key>[]; idPrefix: string }) {
  const [active, setActive] = useState(tabs[0].key);
  const [opened, setOpened] = useState<ReadonlySet<Key>>(() => new Set([tabs[0].key]));
  const buttons = useRef(new Map<Key, HTMLButtonElement>());

  const open = (key: Key) => {
    setActive(key);
    setOpened((current) => new Set(current).add(key));
  };

  const moveWithArrows = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + step + tabs.length) % tabs.length].key;
    open(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="plain-tabs">
      <div role="tablist" className="plain-tab-list" onKeyDown={moveWithArrows}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            aria-selected={tab.key === active}
            tabIndex={tab.key === active ? 0 : -1}
            className="plain-tab"
            onClick={() => open(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => opened.has(tab.key))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${idPrefix}-panel-${tab.key}`}
            aria-labelledby={`${idPrefix}-tab-${tab.key}`}
            hidden={tab.key !== active}
            className="plain-tab-panel"
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
