// Add or edit a product (edit mode when a product is given). The chosen image is uploaded on
// save; server field errors land on their fields, other failures in SPEC.md's words.
import { useState, type FormEvent } from 'react';
import { TYPE_LABELS, type ProductType } from '@/lib/catalog';
import { useSaveProduct, type AdminProduct } from '../api/products';
import { productSaveFailure } from '../lib/failure';
import { productFormValues, productRequest, type ProductFormValues } from '../lib/product-form';
import { EditorModal, useEditorState } from './editor-form';
import { Checkbox, SelectField, TextAreaField, TextField } from './field';
import { ImagePicker } from './image-picker';

type Props = { product?: AdminProduct; onClose: () => void; onSaved: (p: AdminProduct) => void };

export function ProductEditor({ product, onClose, onSaved }: Props) {
  const editing = product !== undefined;
  const { values, set, errors, failure, showCheck, showFailure } =
    useEditorState<ProductFormValues>(() => productFormValues(product));
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveProduct();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { errors: found, body } = productRequest(values, image !== null || !!product?.image);
    showCheck(found);
    if (!body) return;
    save.mutate(
      { id: product?.id, body, image: image ?? undefined },
      {
        onSuccess: onSaved,
        onError: (err) =>
          showFailure('Saving the product failed', err, productSaveFailure(err, editing)),
      },
    );
  };

  return (
    <EditorModal
      title={editing ? 'Edit Product' : 'Add Product'}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      submitLabel={editing ? 'Update Product' : 'Add Product'}
    >
      <div className="sm:col-span-2">
        <TextField
          label="Name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          required
          rows={3}
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <TextField
        label="Price (PKR)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        required
        value={values.price}
        error={errors.price}
        onChange={(e) => set('price', e.target.value)}
      />
      <TextField
        label="Size"
        required
        placeholder="19 Liters"
        value={values.size}
        error={errors.size}
        onChange={(e) => set('size', e.target.value)}
      />
      <SelectField
        label="Type"
        value={values.type}
        error={errors.type}
        onChange={(e) => set('type', e.target.value as ProductType)}
      >
        {(Object.keys(TYPE_LABELS) as ProductType[]).map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col justify-end gap-3 pb-1">
        <Checkbox label="Featured" checked={values.featured} onChange={(c) => set('featured', c)} />
        {editing && (
          <Checkbox
            label="Active (shown in the shop)"
            checked={values.isActive}
            onChange={(c) => set('isActive', c)}
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
          onChange={(c) => set('hasExchange', c)}
        />
        {values.hasExchange && (
          <div className="sm:w-1/2 sm:pr-2">
            <TextField
              label="Deposit Price (PKR)"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              value={values.depositPrice}
              error={errors.depositPrice}
              onChange={(e) => set('depositPrice', e.target.value)}
            />
          </div>
        )}
      </div>
    </EditorModal>
  );
}
