import { Combobox, Text, Textarea, useCombobox, type TextareaProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useRef, useState, type Ref } from 'react';
import { type Mentionable, mentionChoices, mentionDetail, mentionQueryAt, mentionText } from '../../../domain/inbox/mentions';
import { useLookups } from '../../lookups/useLookups';

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** A person picked from the `@` list; the form sends their id with the text (issue 34). */
  onMention: (person: Mentionable) => void;
  /** The box itself, for a form that puts focus back in it after sending (issue 33). */
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A note or revision box where typing `@` offers people by name (issue 34, docs/decisions/0554):
 * every active staff member, whatever their role, each with their role under the name (and their
 * e-mail beside a namesake). Picking one writes `@Name` and hands the person to the form.
 */
export function MentionTextarea({ value, onChange, onMention, ref, ...textarea }: Props) {
  const { staff: people } = useLookups();
  const combobox = useCombobox();
  const box = useRef<HTMLTextAreaElement>(null);
  const boxAndForm = useMergedRef(box, ref);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const choices = mention ? mentionChoices(people, mention.query) : [];

  const follow = (text: string, caret: number) => {
    const found = mentionQueryAt(text, caret);
    setMention(found);
    if (found && mentionChoices(people, found.query).length > 0) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  const pick = (id: string) => {
    const person = choices.find((choice) => String(choice.id) === id);
    if (!person || !mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const inserted = `${mentionText(person)} `;
    onChange(`${value.slice(0, mention.start)}${inserted}${value.slice(caret)}`);
    onMention(person);
    setMention(null);
    combobox.closeDropdown();
    const at = mention.start + inserted.length;
    requestAnimationFrame(() => box.current?.setSelectionRange(at, at));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start" withinPortal={false}>
      <Combobox.Target>
        <Textarea
          {...textarea}
          ref={boxAndForm}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            follow(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={choices.length === 0}>
        <Combobox.Options aria-label="People to mention">
          {choices.map((person) => (
            <Combobox.Option value={String(person.id)} key={person.id}>
              <Text size="sm">{person.name}</Text>
              <Text size="xs" c="dimmed">
                {mentionDetail(person, people)}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
