import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { buttonClassName } from './Button';
import { cx } from './cx';
import { useDocumentDir } from './direction';
import { CheckIcon, ChevronIcon } from './Icons';
import styles from './Menu.module.css';

export interface MenuAction {
  label: ReactNode;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
}

export interface MenuOption {
  value: string;
  label: ReactNode;
  /** Set on language names so each is read, and drawn, in its own language. */
  lang?: string;
}

interface MenuBase {
  /** Names the open list of items, e.g. t('header.account'). */
  label: string;
  /** What the trigger button shows; its text is the button's name, so keep words in it. */
  trigger: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Goes on the trigger button. */
  className?: string;
}

/** Either actions (account menu) or one choice among options (language, currency). */
export type MenuProps = MenuBase &
  ({ items: readonly MenuAction[] } | { options: readonly MenuOption[]; value: string; onValueChange: (value: string) => void });

export function Menu({ label, trigger, align = 'end', className, ...list }: MenuProps) {
  const dir = useDocumentDir();
  return (
    <RadixMenu.Root dir={dir}>
      <RadixMenu.Trigger className={cx(buttonClassName({ variant: 'ghost' }), className)}>
        {trigger}
        <ChevronIcon direction="down" size={16} />
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content aria-label={label} align={align} sideOffset={4} collisionPadding={8} className={styles.content}>
          {'items' in list ? (
            list.items.map((item, index) => (
              <RadixMenu.Item
                key={index}
                disabled={item.disabled}
                onSelect={item.onSelect}
                asChild={item.href !== undefined}
                className={styles.item}
              >
                {item.href !== undefined ? <a href={item.href}>{item.label}</a> : item.label}
              </RadixMenu.Item>
            ))
          ) : (
            <RadixMenu.RadioGroup value={list.value} onValueChange={list.onValueChange}>
              {list.options.map((option) => (
                <RadixMenu.RadioItem key={option.value} value={option.value} lang={option.lang} className={cx(styles.item, styles.option)}>
                  <RadixMenu.ItemIndicator className={styles.check}>
                    <CheckIcon size={16} />
                  </RadixMenu.ItemIndicator>
                  <span className={styles.text}>{option.label}</span>
                </RadixMenu.RadioItem>
              ))}
            </RadixMenu.RadioGroup>
          )}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
