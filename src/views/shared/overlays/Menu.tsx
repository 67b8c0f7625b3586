import type { MenuDividerProps, MenuDropdownProps, MenuItemProps, MenuLabelProps, MenuProps, MenuTargetProps } from '@mantine/core';
import {
  Children,
  cloneElement,
  type ComponentType,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  useContext,
} from 'react';
import { loadedOverlays, type OverlayComponents } from './overlayLoader';
import { type StandInHandlers, useStandIn } from './useStandIn';

type TriggerProps = StandInHandlers<HTMLElement> & { autoFocus?: boolean };

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

/**
 * Mantine's Menu with the same parts (Menu.Target, Menu.Dropdown, Menu.Item, Menu.Label,
 * Menu.Divider). Until the overlay code has loaded (decision 0404) it shows only its target, with
 * the menu attributes; a click or an opening key there opens the real menu as it arrives.
 */
export function Menu({ children, ...props }: MenuProps) {
  const { overlays, opening, focused, handlers } = useStandIn();
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
  return cloneElement(trigger, { 'aria-haspopup': 'menu', 'aria-expanded': false, ...handlers(trigger.props) } as TriggerProps);
}

Menu.Target = Target;
Menu.Dropdown = part<MenuDropdownProps>((menu) => menu.Dropdown);
// aria-current: the choice in use among several (the user menu's colour scheme); Mantine fixes the role to menuitem.
Menu.Item = part<MenuItemProps & { onClick?: (event: MouseEvent<HTMLButtonElement>) => void; 'aria-current'?: boolean }>(
  (menu) => menu.Item,
);
Menu.Label = part<MenuLabelProps>((menu) => menu.Label);
Menu.Divider = part<MenuDividerProps>((menu) => menu.Divider);
