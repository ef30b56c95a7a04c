import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Input, Label } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { useT } from '#client/i18n';

export const SEARCH_DEBOUNCE_MS = 250;

type ListSearchProps = {
  /** The search in the URL (?q=). */
  query: string;
  onQueryChange: (query: string) => void;
  isSearching: boolean;
};

/** The search box: typing updates the URL after a short pause; Enter searches at once. */
export function ListSearch({ query, onQueryChange, isSearching }: ListSearchProps) {
  const t = useT();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    // The URL changed from outside (back, forward, a link): show it.
    setShownQuery(query);
    if (text.trim() !== query) setText(query);
  }

  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => onQueryChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, onQueryChange]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== query) onQueryChange(text.trim());
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full sm:max-w-sm">
      <Label htmlFor="customer-search" className="sr-only">
        {t('customers.searchCustomers')}
      </Label>
      <span className="pointer-events-none absolute left-3 top-1/2 flex -translate-y-1/2 text-muted">
        {isSearching ? <Spinner label={t('customers.searching')} /> : <Search aria-hidden="true" className="size-4" />}
      </span>
      <Input
        id="customer-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('customers.namePhoneEmailOrId')}
        autoComplete="off"
        maxLength={100}
        className="pl-9"
      />
    </form>
  );
}
