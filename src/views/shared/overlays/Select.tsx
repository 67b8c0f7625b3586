import { ComboboxChevron, getOptionsLockup, getParsedComboboxData, InputBase, type SelectProps } from '@mantine/core';
import { useStandIn } from './useStandIn';

/**
 * Mantine's Select, drawn as its closed input until the overlay code has loaded (decision 0404):
 * the same label, value, chevron and combobox attributes. A click or an opening key on the
 * stand-in opens the real one as it arrives, with the focus where it was.
 */
export function Select<Value extends string | number | boolean = string>(props: SelectProps<Value>) {
  const { overlays, opening, focused, handlers } = useStandIn();
  if (overlays) {
    return (
      <overlays.Select {...props} defaultDropdownOpened={opening || props.defaultDropdownOpened} autoFocus={focused || props.autoFocus} />
    );
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
    // Mantine's Select defaults to 'sm', which its chevron is drawn at.
    size = 'sm',
    error,
    ...input
  } = props;
  // The label Mantine's Select shows for its value, found as it finds it.
  const label = getOptionsLockup(getParsedComboboxData(data))[String(value === undefined ? defaultValue : value)]?.label ?? '';
  return (
    <InputBase
      {...input}
      // The static class names (mantine-Select-root, ...) of the real Select, for the same styles.
      __staticSelector="Select"
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
      {...handlers({ onFocus, onBlur, onPointerDown, onPointerLeave, onPointerCancel, onClick, onKeyDown }, !readOnly)}
    />
  );
}
