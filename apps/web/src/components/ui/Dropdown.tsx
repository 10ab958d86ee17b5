import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface DropdownEntry {
  id: string;
  label: string;
  /** An address inside the app (router path) … */
  to?: string;
  /** … or outside it (a file, another site). */
  href?: string;
  newTab?: boolean;
  download?: boolean;
  /** Screen-reader-only words after the label, e.g. "(opens in a new tab)". */
  hint?: string;
  children?: DropdownEntry[];
  onSelect?: (event: React.MouseEvent) => void;
}

interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the trigger when its visible label is an icon. */
  ariaLabel?: string;
  entries: DropdownEntry[];
  className?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
}

function focusableItems(list: HTMLElement | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > .igrs-dropdown > button'));
}

function moveFocus(list: HTMLElement | null, current: EventTarget, step: 1 | -1 | 'first' | 'last') {
  const items = focusableItems(list);
  if (items.length === 0) return;
  const index = items.indexOf(current as HTMLElement);
  const nextIndex =
    step === 'first' ? 0 : step === 'last' ? items.length - 1 : (index + step + items.length) % items.length;
  items[nextIndex]?.focus();
}

/**
 * A disclosure menu for navigation: opens on hover (mouse) or click/tap,
 * closes on a click or touch outside, and works from the keyboard with
 * Enter/Space/Escape and the arrow keys. Entries with children open a
 * nested menu to the side.
 */
export function Dropdown({ label, ariaLabel, entries, className, buttonClassName, align = 'start' }: DropdownProps) {
  return (
    <DropdownLevel
      label={label}
      ariaLabel={ariaLabel}
      entries={entries}
      className={className}
      buttonClassName={buttonClassName ?? 'btn btn-link nav-link'}
      align={align}
      nested={false}
    />
  );
}

interface LevelProps extends Required<Pick<DropdownProps, 'entries' | 'align'>> {
  label: ReactNode;
  ariaLabel?: string | undefined;
  className?: string | undefined;
  buttonClassName: string;
  nested: boolean;
  onCloseParent?: () => void;
}

function DropdownLevel({ label, ariaLabel, entries, className, buttonClassName, align, nested, onCloseParent }: LevelProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // A mouse click arrives right after the hover that opened the menu; it must not close it again.
  const openedByHover = useRef(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && focusOnOpen.current) {
      const items = focusableItems(listRef.current);
      (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
      focusOnOpen.current = null;
    }
  }, [open]);

  const openWithFocus = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (open) {
      const items = focusableItems(listRef.current);
      (where === 'first' ? items[0] : items[items.length - 1])?.focus();
      focusOnOpen.current = null;
    } else {
      setOpen(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opensForward = nested ? ['ArrowRight', 'Enter', ' '] : ['ArrowDown', 'Enter', ' '];
    if (opensForward.includes(event.key)) {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp' && !nested) {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        event.stopPropagation();
        moveFocus(listRef.current, event.target, 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        event.stopPropagation();
        moveFocus(listRef.current, event.target, -1);
        break;
      case 'Home':
        event.preventDefault();
        event.stopPropagation();
        moveFocus(listRef.current, event.target, 'first');
        break;
      case 'End':
        event.preventDefault();
        event.stopPropagation();
        moveFocus(listRef.current, event.target, 'last');
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'ArrowLeft':
        if (nested) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const closeAll = () => {
    setOpen(false);
    onCloseParent?.();
  };

  return (
    <div
      ref={containerRef}
      className={`igrs-dropdown${nested ? ' igrs-dropdown-nested' : ''} ${className ?? ''}`}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = !open;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName} igrs-dropdown-toggle`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      <ul
        ref={listRef}
        id={menuId}
        className={`igrs-dropdown-menu igrs-dropdown-${align}${open ? ' show' : ''}`}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.children?.length ? (
              <DropdownLevel
                label={entry.label}
                entries={entry.children}
                buttonClassName="igrs-dropdown-item"
                align={align}
                nested
                onCloseParent={closeAll}
              />
            ) : (
              <EntryLink entry={entry} onChosen={closeAll} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function EntryLink({ entry, onChosen }: { entry: DropdownEntry; onChosen: () => void }) {
  const content = (
    <>
      {entry.label}
      {entry.hint ? <span className="visually-hidden"> {entry.hint}</span> : null}
    </>
  );
  const onClick = (event: React.MouseEvent) => {
    entry.onSelect?.(event);
    onChosen();
  };
  const targetProps = entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (entry.to) {
    return (
      <Link className="igrs-dropdown-item" to={entry.to} onClick={onClick} {...targetProps}>
        {content}
      </Link>
    );
  }
  return (
    <a className="igrs-dropdown-item" href={entry.href} download={entry.download || undefined} onClick={onClick} {...targetProps}>
      {content}
    </a>
  );
}
