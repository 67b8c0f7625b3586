import { ComboboxChevron, InputBase, type SelectProps } from '@mantine/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useStandIn } from './useStandIn';

type Option = string | number | boolean | { value: string | number | boolean; label?: string } | { group: string; items: readonly Option[] };

/** The label the data gives a value, as the Select shows it when closed. */
const labelOf = (data: readonly Option[], value: unknown): string | undefined => {
  if (value == null) return undefined;
  for (const item of data) {
    if (typeof item !== 'object') {
      if (item === value) return String(item);
    } else if ('group' in item) {
      const label = labelOf(item.items, value);
      if (label !== undefined) return label;
    } else if (item.value === value) return item.label ?? String(item.value);
  }
  return undefined;
};

const optionsOf = (data: unknown): readonly Option[] => (Array.isArray(data) ? (data as readonly Option[]) : []);

/** Keys that open a closed Select, as Mantine's combobox target takes them. */
const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Select, drawn as its closed input until the overlay code has loaded (decision 0404):
 * the same label, value, chevron and combobox attributes. A click or an opening key on the
 * stand-in opens the real one as it arrives, with the focus where it was.
 */
export function Select<Value extends string | number | boolean = string>(props: SelectProps<Value>) {
  const { overlays, opening, focused, open, setFocused, press } = useStandIn();
  if (overlays) {
    return <overlays.Select {...props} defaultDropdownOpened={opening || props.defaultDropdownOpened} autoFocus={focused || props.autoFocus} />;
  }
  const {
    data,
    value,
    defaultValue,
    onChange: _onChange,
    searchable: _searchable,
    clearable: _clearable,
    allowDeselect: _allowDeselect,
    nothingFoundMessage: _nothingFoundMessage,
    comboboxProps: _comboboxProps,
    checkIconPosition: _checkIconPosition,
    withCheckIcon: _withCheckIcon,
    maxDropdownHeight: _maxDropdownHeight,
    renderOption: _renderOption,
    onDropdownOpen: _onDropdownOpen,
    onDropdownClose: _onDropdownClose,
    defaultDropdownOpened: _defaultDropdownOpened,
    dropdownOpened: _dropdownOpened,
    onOptionSubmit: _onOptionSubmit,
    onSearchChange: _onSearchChange,
    searchValue: _searchValue,
    hiddenInputProps: _hiddenInputProps,
    clearButtonProps: _clearButtonProps,
    scrollAreaProps: _scrollAreaProps,
    limit: _limit,
    filter: _filter,
    withScrollArea: _withScrollArea,
    chevronColor,
    name: _name,
    readOnly,
    rightSection,
    onFocus,
    onBlur,
    onClick,
    onKeyDown,
    onPointerDown,
    onPointerLeave,
    onPointerCancel,
    size,
    error,
    ...input
  } = props;
  const label = labelOf(optionsOf(data), value === undefined ? defaultValue : value) ?? '';
  return (
    <InputBase
      {...input}
      size={size}
      error={error}
      value={label}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={rightSection ?? <ComboboxChevron size={size} error={error} color={chevronColor} />}
      rightSectionPointerEvents="none"
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLInputElement>) => {
        press.onPointerDown();
        onPointerDown?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLInputElement>) => {
        press.onPointerLeave();
        onPointerLeave?.(event);
      }}
      onPointerCancel={(event: PointerEvent<HTMLInputElement>) => {
        press.onPointerCancel();
        onPointerCancel?.(event);
      }}
      onClick={(event) => {
        if (!readOnly) open();
        onClick?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!readOnly && openingKeys.has(event.key)) {
          event.preventDefault();
          open();
        }
        onKeyDown?.(event);
      }}
    />
  );
}
