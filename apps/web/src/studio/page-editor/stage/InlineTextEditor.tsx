import type { TextElement, TitleElement } from '@orator/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { boxOf, overlayStyle } from './elementBoxes.ts';

interface Props {
  element: TextElement | TitleElement;
  /** Screen pixels per page unit. */
  scale: number;
  onChange(text: string): void;
  onDone(): void;
}

/**
 * Edits a text on the page where it stands (double-click on the stage): a field over the
 * text's box in its font, size, colour and alignment. Typing changes the element as the
 * properties panel's field does; Esc, or leaving the field, finishes.
 */
export function InlineTextEditor({ element, scale, onChange, onDone }: Props) {
  const { t } = useTranslation('studio');
  const field = useRef<HTMLTextAreaElement>(null);
  const box = boxOf(element);
  const { style } = element;

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  return (
    <textarea
      ref={field}
      className="stage-inline-text"
      value={element.text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onDone}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      // The stage would start a drag under the field.
      onPointerDown={(event) => event.stopPropagation()}
      aria-label={t('stage.editText')}
      data-testid="stage-text-editor"
      style={{
        ...overlayStyle(box, scale),
        fontFamily: style.font,
        fontSize: style.fontSize * scale,
        fontWeight: style.bold ? 700 : 400,
        fontStyle: style.italic ? 'italic' : 'normal',
        lineHeight: style.lineHeight,
        letterSpacing: style.letterSpacing * scale,
        color: style.color,
        textAlign: style.align,
      }}
    />
  );
}
