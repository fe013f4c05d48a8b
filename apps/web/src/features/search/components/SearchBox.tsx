import { SEARCH_MAX, type Suggestion } from '@bazaar/shared';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useLabel } from '../../../i18n/lang';
import { useDebounced } from '../../../lib/useDebounced';
import { SUGGEST_MIN_CHARS, useSuggestions } from '../api/useSuggestions';
import styles from './SearchBox.module.css';

const DEBOUNCE_MS = 200;

type FindCategory = (typeof import('./categoryOf'))['findCategoryName'];
let categoryLookup: Promise<FindCategory> | undefined;
/** The category catalog, loaded once, when someone first starts a search. */
const loadCategoryLookup = () =>
  (categoryLookup ??= import('./categoryOf')
    .then((m) => m.findCategoryName)
    .catch((error: unknown) => {
      categoryLookup = undefined; // A later focus tries again.
      throw error;
    }));

/** Where a search goes: the results page (in a category when the suggestion says so), keeping the region. */
export function searchPath(query: string, category: string | undefined, state: string | null): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (state) params.set('state', state);
  const qs = params.toString();
  return `${category ? `/products/${category}` : '/product'}${qs ? `?${qs}` : ''}`;
}

/**
 * The navbar search with suggestions while typing, as an ARIA 1.2 combobox: focus stays in the
 * input; arrows move through the list (aria-activedescendant), Enter opens the highlighted
 * suggestion or searches the text, Escape closes the list (or, when closed, clears the text).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery =
    pathname === '/product' || pathname.startsWith('/products/') ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [findCategory, setFindCategory] = useState<FindCategory | null>(null);
  const listId = useId();

  // Until it is in, suggestions show without their category's name.
  useEffect(() => {
    if (!open || findCategory) return;
    let current = true;
    loadCategoryLookup()
      .then((find) => current && setFindCategory(() => find))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [open, findCategory]);

  // Another search (back/forward, a "did you mean" link) shows its words in the box.
  useEffect(() => setText(urlQuery), [urlQuery]);

  const settled = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = useSuggestions(open ? settled : '');
  const items = settled.length >= SUGGEST_MIN_CHARS ? (suggestions.data?.items ?? []) : [];
  const expanded = open && items.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(query: string, category?: string) {
    close();
    setText(query);
    navigate(searchPath(query.trim(), category, params.get('state')));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    go(text);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        const step = e.key === 'ArrowDown' ? 1 : -1;
        // Past either end, the highlight returns to the text itself (-1), then wraps.
        setActive((a) => {
          const next = a + step;
          if (next < -1) return items.length - 1;
          if (next >= items.length) return -1;
          return next;
        });
        return;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          e.preventDefault();
          const s = items[active]!;
          go(s.query, s.category);
        }
        return; // Otherwise the form submits the text.
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          close();
        } else if (text) {
          e.preventDefault();
          setText('');
        }
        return;
    }
  }

  const optionId = (i: number) => `${listId}-option-${i}`;
  const where = (s: Suggestion) => {
    const c = s.category && findCategory ? findCategory(s.category) : undefined;
    return c ? t('search.inCategory', { category: label(c.label) }) : null;
  };

  return (
    <form role="search" className={`${styles.form} ${className}`} onSubmit={submit}>
      <div className={styles.box}>
        <input
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          placeholder={t('nav.searchPlaceholder')}
          aria-label={t('nav.searchLabel')}
          value={text}
          maxLength={SEARCH_MAX}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.list}
          hidden={!expanded}
        >
          {items.map((s, i) => (
            <li
              key={`${s.category ?? ''}|${s.query}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keeps focus in the input, so the click lands before blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => go(s.query, s.category)}
            >
              <SearchIcon size={16} className={styles.optionIcon} />
              <span className={styles.optionLabel}>{s.label}</span>
              {where(s) && <span className={styles.optionWhere}>{where(s)}</span>}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.button} aria-label={t('nav.searchButton')}>
        <SearchIcon size={22} />
      </button>
    </form>
  );
}
