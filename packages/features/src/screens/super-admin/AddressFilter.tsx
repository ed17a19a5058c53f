import { useSearchParams } from 'react-router-dom';
import { Select, SelectItem } from '@petrobridge/ui';

export interface FilterOption<Id extends string> {
  id: Id;
  name: string;
}

/**
 * A list filter kept in the address (`?status=lc_pending`): the option the parameter `param` names,
 * else the first option (the "all" one, which is left out of the address). A change goes back to the
 * list's first page (`page` leaves the address).
 */
export function useAddressFilter<Id extends string>(
  param: string,
  options: readonly FilterOption<Id>[],
) {
  const [params, setParams] = useSearchParams();
  const all = options[0]!.id;
  const value = options.find((o) => o.id === params.get(param))?.id ?? all;
  const set = (next: string | null) => {
    const out = new URLSearchParams(params);
    out.delete('page');
    if (next === null || next === all) out.delete(param);
    else out.set(param, next);
    setParams(out);
  };
  return [value, set] as const;
}

/** The select of an address filter: its options, the value of {@link useAddressFilter}. */
export function FilterSelect<Id extends string>({
  label,
  options,
  filter: [value, set],
}: {
  label: string;
  options: readonly FilterOption<Id>[];
  filter: ReturnType<typeof useAddressFilter<Id>>;
}) {
  return (
    <Select
      label={label}
      items={options}
      value={value}
      onChange={(key) => set(key === null ? null : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
