import { FilterFrame } from './FilterFrame';
import type { Option } from './form/NativeSelectInput';

/**
 * A labelled native select for filtering a list (year, status, town): not part of a form, so outside
 * final-form, in the outlined look of every field; keyboard and screen-reader behaviour of the platform.
 */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  minWidth = 180,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  return (
    <FilterFrame id={id} label={label} minWidth={minWidth}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterFrame>
  );
}
