import type { MenuDividerProps, MenuDropdownProps, MenuItemProps, MenuLabelProps, MenuProps, MenuTargetProps } from '@mantine/core';
import {
  Children,
  cloneElement,
  createContext,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type ComponentType,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useContext,
} from 'react';
import { loadedOverlays, type OverlayComponents } from './overlayLoader';
import { useStandIn } from './useStandIn';

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  autoFocus?: boolean;
};

/** Whether the stand-in's trigger had the focus when the real menu replaced it. */
const TriggerFocused = createContext(false);

/** Rendered only inside the real menu, which renders once the overlay code has loaded. */
const realMenu = (): OverlayComponents['Menu'] => {
  const overlays = loadedOverlays();
  if (!overlays) throw new Error('A Menu part rendered before the overlay code loaded');
  return overlays.Menu;
};

function Target({ children, ...props }: MenuTargetProps) {
  const RealTarget = realMenu().Target;
  const focused = useContext(TriggerFocused);
  const trigger = focused && isValidElement<TriggerProps>(children) ? cloneElement(children, { autoFocus: true }) : children;
  return <RealTarget {...props}>{trigger}</RealTarget>;
}

const part =
  <Props extends object>(pick: (menu: OverlayComponents['Menu']) => ComponentType<Props>) =>
  (props: Props) => {
    const Part = pick(realMenu());
    return <Part {...props} />;
  };

/** Keys that open a closed menu from its target, as Mantine's menu takes them. */
const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Menu with the same parts (Menu.Target, Menu.Dropdown, Menu.Item, Menu.Label,
 * Menu.Divider). Until the overlay code has loaded (decision 0404) it shows only its target, with
 * the menu attributes; a click or an opening key there opens the real menu as it arrives.
 */
export function Menu({ children, ...props }: MenuProps) {
  const { overlays, opening, focused, open, setFocused, press } = useStandIn();
  if (overlays) {
    return (
      <TriggerFocused.Provider value={focused}>
        <overlays.Menu {...props} defaultOpened={opening || props.defaultOpened}>
          {children}
        </overlays.Menu>
      </TriggerFocused.Provider>
    );
  }
  const target = Children.toArray(children).find(
    (child): child is ReactElement<MenuTargetProps> => isValidElement<MenuTargetProps>(child) && child.type === Target,
  );
  const trigger = target?.props.children;
  if (!isValidElement<TriggerProps>(trigger)) return null;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      trigger.props.onFocus?.(event);
      setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      trigger.props.onBlur?.(event);
      setFocused(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerDown?.(event);
      press.onPointerDown();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerLeave?.(event);
      press.onPointerLeave();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerCancel?.(event);
      press.onPointerCancel();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      trigger.props.onKeyDown?.(event);
      if (openingKeys.has(event.key)) {
        event.preventDefault();
        open();
      }
    },
  } as TriggerProps);
}

Menu.Target = Target;
Menu.Dropdown = part<MenuDropdownProps>((menu) => menu.Dropdown);
Menu.Item = part<MenuItemProps & { onClick?: (event: MouseEvent<HTMLButtonElement>) => void }>((menu) => menu.Item);
Menu.Label = part<MenuLabelProps>((menu) => menu.Label);
Menu.Divider = part<MenuDividerProps>((menu) => menu.Divider);
