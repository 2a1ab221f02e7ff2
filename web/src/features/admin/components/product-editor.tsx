// Add or edit a product (edit mode when a product is given). The chosen image is uploaded on
// save; server field errors land on their fields, other failures in SPEC.md's words.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { TYPE_LABELS, type ProductType } from '@/lib/catalog';
import { useSaveProduct, type AdminProduct, type ProductRequest } from '../api/products';
import { productSaveFailure } from '../lib/failure';
import { productFormValues, productSchema, type ProductFormValues } from '../lib/product-form';
import { EditorModal, useEditorForm } from './editor-form';
import { Checkbox, SelectField, TextAreaField, TextField } from './field';
import { ImagePicker } from './image-picker';

type Props = { product?: AdminProduct; onClose: () => void; onSaved: (p: AdminProduct) => void };

type ImageContext = { hasImage: boolean };

/** The schema's rules; whether the product has or will get an image comes as context. */
const resolver: Resolver<ProductFormValues, ImageContext, ProductRequest> = (
  values,
  context,
  options,
) => zodResolver(productSchema(context?.hasImage ?? false))(values, context, options);

export function ProductEditor({ product, onClose, onSaved }: Props) {
  const editing = product !== undefined;
  const [image, setImage] = useState<File | null>(null);
  const { form, values, errors, failure, setFailure, showFailure } = useEditorForm(
    () => productFormValues(product),
    resolver,
    { hasImage: image !== null || !!product?.image },
  );
  const { register } = form;
  const save = useSaveProduct();

  const submit = form.handleSubmit(
    (body) => {
      setFailure('');
      save.mutate(
        { id: product?.id, body, image: image ?? undefined },
        {
          onSuccess: onSaved,
          onError: (err) =>
            showFailure('Saving the product failed', err, productSaveFailure(err, editing)),
        },
      );
    },
    () => setFailure(''),
  );

  return (
    <EditorModal
      title={editing ? 'Edit Product' : 'Add Product'}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={failure}
      saving={save.isPending}
      submitLabel={editing ? 'Update Product' : 'Add Product'}
    >
      <div className="sm:col-span-2">
        <TextField label="Name" required error={errors.name} {...register('name')} />
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
      <TextField
        label="Price (PKR)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        required
        error={errors.price}
        {...register('price')}
      />
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
      <div className="flex flex-col justify-end gap-3 pb-1">
        <Checkbox
          label="Featured"
          checked={values.featured}
          onChange={(c) => form.setValue('featured', c)}
        />
        {editing && (
          <Checkbox
            label="Active (shown in the shop)"
            checked={values.isActive}
            onChange={(c) => form.setValue('isActive', c)}
          />
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
        <Checkbox
          label="Has Bottle Exchange"
          checked={values.hasExchange}
          onChange={(c) => form.setValue('hasExchange', c)}
        />
        {values.hasExchange && (
          <div className="sm:w-1/2 sm:pr-2">
            <TextField
              label="Deposit Price (PKR)"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              error={errors.depositPrice}
              {...register('depositPrice')}
            />
          </div>
        )}
      </div>
    </EditorModal>
  );
}
