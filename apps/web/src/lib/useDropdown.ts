import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';

const ITEM = '[role="menuitem"]:not(:disabled):not([aria-disabled="true"])';

/**
 * A button that opens a drop-down below it: the navbar's account menu, the bell's panel, ALL
 * CATEGORIES. One place for how they all behave:
 * - a press outside closes it; Escape closes it and puts focus back on the button, not on <body>;
 * - with `menu` (a WAI-ARIA menu button: role="menu" with role="menuitem" entries), opening moves
 *   focus to the first entry (ArrowUp on the button: the last); ArrowDown and ArrowUp move between
 *   entries and wrap, Home and End go to the first and last; Tab (or focus moving out) closes it.
 *
 * Spread `rootProps` on the element around both, `buttonProps` on the button, `panelProps` on the
 * drop-down.
 */
export function useDropdown({ menu = false }: { menu?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

  useEffect(() => {
    if (!open) return;
    if (menu) {
      const all = items();
      (focusOnOpen.current === 'last' ? all.at(-1) : all[0])?.focus();
    }
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus inside goes back to the button; focus the person has since taken elsewhere stays there.
      const active = document.activeElement;
      const focusWasHere = !active || active === document.body || !!root.current?.contains(active);
      setOpen(false);
      if (focusWasHere) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, menu]);

  function openAt(where: 'first' | 'last') {
    focusOnOpen.current = where;
    if (!open) setOpen(true);
    else {
      const all = items();
      (where === 'last' ? all.at(-1) : all[0])?.focus();
    }
  }

  function onButtonKeyDown(e: ReactKeyboardEvent) {
    if (!menu || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    openAt(e.key === 'ArrowUp' ? 'last' : 'first');
  }

  function onPanelKeyDown(e: ReactKeyboardEvent) {
    if (!menu) return;
    if (e.key === 'Tab') {
      // Closed first, then Tab goes on from the button: to what follows (or precedes) the menu.
      flushSync(() => setOpen(false));
      button.current?.focus();
      return;
    }
    const all = items();
    if (!all.length) return;
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to =
      e.key === 'ArrowDown'
        ? (at + 1) % all.length
        : e.key === 'ArrowUp'
          ? (at <= 0 ? all.length : at) - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? all.length - 1
              : undefined;
    if (to === undefined) return;
    e.preventDefault();
    all[to]!.focus();
  }

  function onRootBlur(e: ReactFocusEvent) {
    // Focus that moved to something outside (a screen reader's jump, a click on another control).
    // No relatedTarget (a press on plain page) is left to the pointer handler.
    const to = e.relatedTarget as Node | null;
    if (menu && open && to && !root.current?.contains(to)) setOpen(false);
  }

  return {
    open,
    close: () => setOpen(false),
    rootProps: { ref: root, onBlur: onRootBlur },
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        focusOnOpen.current = 'first';
        setOpen((o) => !o);
      },
      onKeyDown: onButtonKeyDown,
    },
    panelProps: { ref: panel, id: panelId, onKeyDown: onPanelKeyDown },
  };
}
