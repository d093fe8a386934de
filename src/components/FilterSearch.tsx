import { FilterFrame } from './FilterFrame';
import { describedBy } from './form/OutlinedFrame';

/**
 * A labelled search field for a list (search as you type), beside FilterSelect in the outlined look of every
 * field; not part of a form. `hint` is the helper line naming what it searches.
 */
export function FilterSearch({
  id,
  label,
  hint,
  value,
  onChange,
  minWidth = 260,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <FilterFrame id={id} label={label} hint={hint} minWidth={minWidth} grow>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(id, undefined, hint)}
        autoComplete="off"
        spellCheck={false}
      />
    </FilterFrame>
  );
}
