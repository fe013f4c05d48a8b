import { SearchBox } from '../../features/search/components/SearchBox';

/** The navbar search: full-text search with suggestions (features/search). */
export function SearchForm({ className = '' }: { className?: string }) {
  return <SearchBox className={className} />;
}
