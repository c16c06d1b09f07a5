import { Hono } from 'hono';
import * as v from 'valibot';
import { ProductBulkBodySchema } from '#domain/bulk-actions.schema.ts';
import { characteristicLabels } from '#server/db/repositories/characteristic-labels.repository.ts';
import { productOrderFields } from '#server/db/repositories/product-list.repository.ts';
import { findProduct } from '#server/db/repositories/products.repository.ts';
import { type ApiEnv, isAdmin, journalActor, requireAuth } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import {
  BooleanParam,
  IdParam,
  limitParam,
  PageParam,
  SearchParam,
} from '../plumbing/input-fields.ts';
import { jsonBody, jsonBytes } from '../plumbing/json-bytes.ts';
import { readMultipart } from '../plumbing/multipart.ts';
import { parseWith, readId, readJson, readQuery } from '../plumbing/validation.ts';
import { bulkProducts } from './product-bulk.ts';
import {
  ProductCreateForm,
  ProductEditForm,
  ProductPatchBody,
  productCreateText,
  productEditText,
} from './product-input.ts';
import { productListAnswer } from './product-list-answers.ts';
import { createProduct, editProduct, patchProduct, removeProduct } from './product-writes.ts';

export const ListQuery = v.object({
  search: SearchParam,
  // One id or a comma-separated list (a top-level category includes its sub-categories).
  categoryId: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/,
        'doit être un identifiant ou une liste d’identifiants séparés par des virgules',
      ),
      v.transform((value) => value.split(',').map(Number)),
    ),
  ),
  subCategoryId: IdParam,
  page: PageParam,
  limit: limitParam(10, 100),
  order: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        new RegExp(`^(${productOrderFields.join('|')}):(asc|desc)$`),
        `doit être de la forme champ:asc|desc (${productOrderFields.join(', ')})`,
      ),
      v.transform((value) => {
        const [field, direction] = value.split(':');
        return v.parse(
          v.object({
            field: v.picklist(productOrderFields),
            direction: v.picklist(['asc', 'desc']),
          }),
          { field, direction },
        );
      }),
    ),
  ),
  est_actif: BooleanParam,
  /** Issue 36 §8, staff only: products without an image or an alternative text. */
  images_a_completer: BooleanParam,
});

const LabelsQuery = v.object({
  categorie_id: v.pipe(
    v.string('est obligatoire'),
    v.regex(/^[1-9]\d{0,8}$/, 'doit être un identifiant de catégorie'),
    v.transform(Number),
  ),
});

export const productRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = readQuery(c, ListQuery);
    const answer = await productListAnswer(c.var.deps.db, {
      search: query.search,
      categoryIds: query.categoryId,
      subCategoryId: query.subCategoryId,
      estActif: query.est_actif,
      imagesToComplete: query.images_a_completer,
      onlyVisible: !isAdmin(c),
      order: query.order,
      page: query.page,
      limit: query.limit,
    });
    return jsonBody(c, answer);
  })
  // Before /:id (issue 37 §2, our extension of SPEC §7): labels staff already gave in a category.
  .get('/characteristic-labels', requireAuth, async (c) => {
    const query = readQuery(c, LabelsQuery);
    return c.json({ rows: await characteristicLabels(c.var.deps.db, query.categorie_id) });
  })
  .get('/:id', async (c) => {
    const product = await findProduct(c.var.deps.db, readId(c), !isAdmin(c));
    if (!product) throw notFound('Produit');
    return jsonBytes(c, product);
  })
  .post('/upload', requireAuth, async (c) => {
    const body = await readMultipart(c, { text: productCreateText, files: ['images'] });
    const input = parseWith(ProductCreateForm, body.text);
    const files = body.files.images ?? [];
    return c.json(await createProduct(c.var.deps, input, files, journalActor(c)), 201);
  })
  // Before /:id, which would take "bulk" for an id (issue 24, our extension of SPEC §7).
  .post('/bulk', requireAuth, async (c) => {
    const body = await readJson(c, ProductBulkBodySchema);
    return c.json(await bulkProducts(c.var.deps.db, body, journalActor(c)));
  })
  .post('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readMultipart(c, {
      text: productEditText,
      files: ['images', 'image_miniature'],
    });
    const form = parseWith(ProductEditForm, body.text);
    const files = { main: body.files.image_miniature ?? [], gallery: body.files.images ?? [] };
    return c.json(await editProduct(c.var.deps, id, form, files, journalActor(c)));
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const patch = await readJson(c, ProductPatchBody);
    return c.json(await patchProduct(c.var.deps, id, patch, journalActor(c)));
  })
  .delete('/:id', requireAuth, async (c) => {
    await removeProduct(c.var.deps.db, readId(c), journalActor(c));
    return c.body(null, 204);
  });
