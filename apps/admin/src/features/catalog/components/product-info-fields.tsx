/** The product's information rows (title and content, SPEC §3 productInfo), added and removed in place. */
import { ADMIN_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import { Field } from '@/components/page-parts';
import type { FieldErrors } from '@/lib/field-errors';
import type { Draft } from '../utils/product-draft';

export function ProductInfoFields({
  rows,
  errors,
  onChange,
}: {
  rows: Draft['productInfo'];
  errors: FieldErrors;
  onChange: (rows: Draft['productInfo']) => void;
}) {
  return (
    <div className="space-y-3">
      {rows.map((info, index) => (
        <div key={info.rowId} className="grid gap-2 sm:grid-cols-[10rem_1fr_10rem_1fr_auto]">
          <Field label={ADMIN_TEXT.products.fields.infoTitle} error={errors[`productInfo.${index}.title`]}>
            {(props) => (
              <Input
                {...props}
                value={info.title}
                onChange={(event) =>
                  onChange(rows.map((row, i) => (i === index ? { ...row, title: event.target.value } : row)))
                }
              />
            )}
          </Field>
          <Field
            label={ADMIN_TEXT.products.fields.infoContent}
            error={errors[`productInfo.${index}.content`]}
          >
            {(props) => (
              <Input
                {...props}
                value={info.content}
                onChange={(event) =>
                  onChange(
                    rows.map((row, i) => (i === index ? { ...row, content: event.target.value } : row)),
                  )
                }
              />
            )}
          </Field>
          <Field
            label={ADMIN_TEXT.products.fields.infoTitleHi}
            error={errors[`translations.hi.productInfo.${index}.title`]}
          >
            {(props) => (
              <Input
                {...props}
                lang="hi"
                value={info.titleHi}
                onChange={(event) =>
                  onChange(
                    rows.map((row, i) => (i === index ? { ...row, titleHi: event.target.value } : row)),
                  )
                }
              />
            )}
          </Field>
          <Field
            label={ADMIN_TEXT.products.fields.infoContentHi}
            error={errors[`translations.hi.productInfo.${index}.content`]}
          >
            {(props) => (
              <Input
                {...props}
                lang="hi"
                value={info.contentHi}
                onChange={(event) =>
                  onChange(
                    rows.map((row, i) => (i === index ? { ...row, contentHi: event.target.value } : row)),
                  )
                }
              />
            )}
          </Field>
          <Button
            variant="ghost"
            size="icon"
            className="self-end"
            aria-label={`${ADMIN_TEXT.common.remove} ${info.title}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          onChange([
            ...rows,
            { rowId: crypto.randomUUID(), title: '', content: '', titleHi: '', contentHi: '' },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        {ADMIN_TEXT.products.fields.addInfo}
      </Button>
    </div>
  );
}
