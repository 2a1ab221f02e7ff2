// Add or edit a product (edit mode when a product is given). The chosen image is uploaded on
// save; server field errors land on their fields, other failures in the shop's words.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver, UseFormRegister } from 'react-hook-form';
import type { FieldErrors } from '@/lib/api';
import { TYPE_LABELS, type ProductType } from '@/lib/catalog';
import { useSaveProduct, type AdminProduct, type ProductRequest } from '../api/products';
import { productSaveFailure } from '../lib/failure';
import { productFormValues, productSchema, type ProductFormValues } from '../lib/product-form';
import { EditorModal, FormCheckbox, useEditorForm } from './editor-form';
import { NumberField, PriceField, SelectField, TextAreaField, TextField } from './field';
import { ImagePicker } from './image-picker';

type Props = { product?: AdminProduct; onClose: () => void; onSaved: (p: AdminProduct) => void };

type ImageContext = { hasImage: boolean };

/** The schema's rules; whether the product has or will get an image comes as context. */
const resolver: Resolver<ProductFormValues, ImageContext, ProductRequest> = (
  values,
  context,
  options,
) => zodResolver(productSchema(context?.hasImage ?? false))(values, context, options);

/** The editor's form and its save: the values with the chosen image, uploaded on save. */
function useProductEditor(product: AdminProduct | undefined, onSaved: Props['onSaved']) {
  const [image, setImage] = useState<File | null>(null);
  const editor = useEditorForm(() => productFormValues(product), resolver, {
    hasImage: image !== null || !!product?.image,
  });
  const save = useSaveProduct();
  const onSubmit = editor.submitWith(
    (body, onError) =>
      save.mutate(
        { id: product?.id, body, image: image ?? undefined },
        { onSuccess: onSaved, onError },
      ),
    'Saving the product failed',
    (err) => productSaveFailure(err, product !== undefined),
  );
  return {
    ...editor,
    image,
    setImage,
    modal: { onSubmit, failure: editor.failure, saving: save.isPending },
  };
}

export function ProductEditor({ product, onClose, onSaved }: Props) {
  const editing = product !== undefined;
  const { form, values, errors, image, setImage, modal } = useProductEditor(product, onSaved);
  const { control } = form;
  return (
    <EditorModal
      title={editing ? 'Edit Product' : 'Add Product'}
      submitLabel={editing ? 'Update Product' : 'Add Product'}
      onClose={onClose}
      {...modal}
    >
      <ProductFields register={form.register} errors={errors} />
      <div className="flex flex-col justify-end gap-3 pb-1">
        <FormCheckbox control={control} name="featured" label="Featured" />
        {editing && (
          <FormCheckbox control={control} name="isActive" label="Active (shown in the shop)" />
        )}
      </div>
      <div className="sm:col-span-2">
        <ImagePicker
          currentUrl={product?.image}
          file={image}
          onChange={setImage}
          error={errors.imageUrl}
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormCheckbox control={control} name="hasExchange" label="Has Bottle Exchange" />
        {values.hasExchange && (
          <div className="sm:w-1/2 sm:pr-2">
            <NumberField
              decimal
              label="Deposit Price (PKR)"
              min="0"
              error={errors.depositPrice}
              {...form.register('depositPrice')}
            />
          </div>
        )}
      </div>
    </EditorModal>
  );
}

type FieldsProps = { register: UseFormRegister<ProductFormValues>; errors: FieldErrors };

/** Name (and its Urdu form), description, price, size and type. */
function ProductFields({ register, errors }: FieldsProps) {
  return (
    <>
      <div className="sm:col-span-2">
        <TextField label="Name" required error={errors.name} {...register('name')} />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Name in Urdu"
          dir="rtl"
          lang="ur"
          hint="For the Urdu shop, mails and texts; empty: the English name"
          error={errors.nameUr}
          {...register('nameUr')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          required
          rows={3}
          error={errors.description}
          {...register('description')}
        />
      </div>
      <PriceField min="0.01" error={errors.price} {...register('price')} />
      <TextField
        label="Size"
        required
        placeholder="19 Liters"
        error={errors.size}
        {...register('size')}
      />
      <SelectField label="Type" error={errors.type} {...register('type')}>
        {(Object.keys(TYPE_LABELS) as ProductType[]).map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
