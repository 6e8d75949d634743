import type { Core, UID } from '@strapi/strapi';
import path from 'path';
import { createLimiter, renderImage } from './images/render';
import { NATURAL_KEYS, type ContentTypeName, type ImageCatalogue, type SeedDocument, type SeedModule } from './types';

/**
 * Loads seed modules into Strapi through the document service and the upload plugin.
 *
 * Idempotent: a document whose natural key already exists is left exactly as it is (an editor's
 * changes to demo content survive a re-seed); only missing documents are created.
 */

/**
 * Creation and publication order. Relations form cycles (an experience cross-sells products whose
 * experience it is; a destination lists travel guides that name it), so some documents must be
 * written twice; of every order of the types in cycles, this one leaves the fewest (32 of 162).
 */
export const SEED_ORDER: ContentTypeName[] = [
  'country',
  'brand',
  'brand-setting',
  'blog-type',
  'author',
  'travel-essential-category',
  'travel-essential',
  'job',
  'job-page',
  'event',
  'experience',
  'news-item',
  'product-v2',
  'destination',
  'blog-post',
  'travel-guide',
  'product',
  'static-page-v2',
  'sitemap-page',
];

export interface SeedReport {
  created: Record<string, number>;
  existing: Record<string, number>;
  imagesUploaded: number;
  imagesReused: number;
  /** Documents written a second time because they point at a document created after them (a cycle). */
  relinked: number;
  /** Documents published a second time because a document they link to was published after them. */
  republished: number;
  ms: number;
}

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  targetField?: string;
}

interface Model {
  attributes: Record<string, Attribute>;
}

interface Planned {
  type: ContentTypeName;
  uid: UID.ContentType;
  /** `${type}:${naturalKey}`: how relations in the seed data name this document. */
  id: string;
  key: string;
  doc: SeedDocument;
  /** Seed ids of the documents this one links to. */
  refs: Set<string>;
  /** Image keys this document (or its draft changes) shows. */
  images: Set<string>;
  documentId?: string;
  created: boolean;
}

/** The document service calls the seed makes, typed loosely: the seed works on any content type. */
interface Documents {
  findMany(params: Record<string, unknown>): Promise<Record<string, unknown>[]>;
  create(params: { data: Record<string, unknown> }): Promise<{ documentId: string }>;
  update(params: { documentId: string; data: Record<string, unknown> }): Promise<unknown>;
  publish(params: { documentId: string }): Promise<unknown>;
}

export class SeedError extends Error {}

export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const uidOf = (type: ContentTypeName) => `api::${type}.${type}` as UID.ContentType;
const naturalKeyField = (type: ContentTypeName) => NATURAL_KEYS[type] ?? 'Slug';
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** The natural key of a document; a static page's PageName repeats per brand, so it is scoped by brand. */
function naturalKeyOf(
  type: ContentTypeName,
  doc: Record<string, unknown>,
  brandOf: (doc: Record<string, unknown>) => unknown,
): string {
  const field = naturalKeyField(type);
  let value = doc[field];
  if (value == null && field === 'Slug') {
    const source = doc.Name ?? doc.Title;
    if (typeof source === 'string') value = slugify(source);
  }
  if (typeof value !== 'string' || !value) throw new SeedError(`Seed ${type}: document without ${field}`);
  return type === 'static-page-v2' ? `${brandOf(doc)}/${value}` : value;
}

export async function runSeed(
  strapi: Core.Strapi,
  modules: SeedModule[],
  options: { imageCacheDir: string; log?: (message: string) => void },
): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? ((message: string) => strapi.log.info(`[seed] ${message}`));
  const report: SeedReport = {
    created: {},
    existing: {},
    imagesUploaded: 0,
    imagesReused: 0,
    relinked: 0,
    republished: 0,
    ms: 0,
  };
  const documents = (uid: UID.ContentType) => strapi.documents(uid) as unknown as Documents;
  const getModel = (uid: string): Model => {
    const model =
      (strapi.contentTypes as unknown as Record<string, Model>)[uid] ??
      (strapi.components as unknown as Record<string, Model>)[uid];
    if (!model) throw new SeedError(`Unknown model ${uid}`);
    return model;
  };

  const images: ImageCatalogue = {};
  for (const module of modules) {
    for (const [key, spec] of Object.entries(module.images)) {
      if (images[key]) throw new SeedError(`Image key "${key}" is defined twice`);
      images[key] = spec;
    }
  }

  // ---- plan: check every attribute against the schema; collect images and references
  type Visitor = (attribute: Attribute, value: unknown, where: string) => void;
  const walk = (modelUid: string, data: Record<string, unknown>, where: string, visit: Visitor) => {
    const model = getModel(modelUid);
    for (const [name, value] of Object.entries(data)) {
      if (name.startsWith('$') || name === '__component') continue;
      const attribute = model.attributes[name];
      if (!attribute) throw new SeedError(`${where}: "${name}" is not an attribute of ${modelUid}`);
      if (value == null) continue;
      visit(attribute, value, `${where}.${name}`);
      if (attribute.type === 'component') {
        for (const [index, item] of asList(value).entries()) {
          walk(
            attribute.component!,
            item as Record<string, unknown>,
            attribute.repeatable ? `${where}.${name}[${index}]` : `${where}.${name}`,
            visit,
          );
        }
      } else if (attribute.type === 'dynamiczone') {
        for (const [index, entry] of (value as Record<string, unknown>[]).entries()) {
          const component = entry.__component as string;
          if (!attribute.components!.includes(component)) {
            throw new SeedError(`${where}.${name}[${index}]: component "${component}" is not allowed here`);
          }
          walk(component, entry, `${where}.${name}[${index}]`, visit);
        }
      }
    }
  };
  const targetType = (attribute: Attribute) => attribute.target!.split('.')[1] as ContentTypeName;
  const seedBrandOf = (doc: Record<string, unknown>) => asList(doc.brands)[0];

  const planned: Planned[] = [];
  const byId = new Map<string, Planned>();
  for (const type of SEED_ORDER) {
    for (const module of modules) {
      for (const doc of module.documents[type] ?? []) {
        const key = naturalKeyOf(type, doc, seedBrandOf);
        const id = `${type}:${key}`;
        if (byId.has(id)) throw new SeedError(`Seed ${type} "${key}" is defined twice`);
        const item: Planned = {
          type,
          uid: uidOf(type),
          id,
          key,
          doc,
          refs: new Set(),
          images: new Set(),
          created: false,
        };
        planned.push(item);
        byId.set(id, item);
      }
    }
  }
  for (const item of planned) {
    const visit: Visitor = (attribute, value, where) => {
      if (attribute.type === 'media') {
        for (const imageKey of asList(value) as string[]) {
          if (!images[imageKey]) throw new SeedError(`${where}: unknown image "${imageKey}"`);
          item.images.add(imageKey);
        }
      } else if (attribute.type === 'relation') {
        for (const targetKey of asList(value) as string[]) {
          const ref = `${targetType(attribute)}:${targetKey}`;
          if (!byId.has(ref))
            throw new SeedError(`${where}: no ${targetType(attribute)} "${targetKey}" in the seed data`);
          item.refs.add(ref);
        }
      }
    };
    walk(item.uid, item.doc, `${item.type} "${item.key}"`, visit);
    if (item.doc.$draftChanges)
      walk(item.uid, item.doc.$draftChanges, `${item.type} "${item.key}" $draftChanges`, visit);
  }
  // Type order (SEED_ORDER, chosen to leave the fewest documents pointing at later ones), then
  // data order. A document that points at a later one is re-linked and re-published.
  const ordered = planned;

  const phases: string[] = [];
  let phaseStarted = Date.now();
  const phase = (name: string) => {
    phases.push(`${name} ${Date.now() - phaseStarted} ms`);
    phaseStarted = Date.now();
  };

  // One transaction for the whole seed: one commit instead of hundreds, and nothing half-seeded
  // if a document fails (uploaded files may stay on disk; a re-run reuses them by name).
  await strapi.db.transaction(async () => {
    // ---- documents an earlier run created: one query per content type
    const documentIds = new Map<string, string>();
    for (const type of SEED_ORDER) {
      const field = naturalKeyField(type);
      const found = await documents(uidOf(type)).findMany({
        status: 'draft',
        fields: ['documentId', field],
        ...(type === 'static-page-v2' ? { populate: { brands: { fields: ['Name'] } } } : {}),
        pagination: { limit: -1 },
      });
      for (const doc of found) {
        const brandName = ((doc.brands as { Name?: string }[] | undefined) ?? [])[0]?.Name;
        documentIds.set(
          `${type}:${type === 'static-page-v2' ? `${brandName}/${doc[field]}` : doc[field]}`,
          doc.documentId as string,
        );
      }
    }
    phase('lookup');

    // ---- images: uploads start now, in order of first use, a few at a time (rendering, which is
    // cached on disk, and the upload's thumbnail run on libuv's threads); each document waits only
    // for its own images, so creating documents overlaps with uploading the rest
    await strapi
      .plugin('upload')
      .service('upload')
      .setSettings({ sizeOptimization: false, responsiveDimensions: false, autoOrientation: false });
    const imageIds = new Map<string, number>();
    const uploads = new Map<string, Promise<void>>();
    const limit = createLimiter(4);
    const uploadImage = (key: string) => {
      if (!uploads.has(key)) {
        uploads.set(
          key,
          limit(async () => {
            const file = await renderImage(key, images[key], options.imageCacheDir);
            const existing = await strapi.db
              .query('plugin::upload.file')
              .findOne({ where: { name: file.filename }, select: ['id'] });
            if (existing) {
              imageIds.set(key, existing.id);
              report.imagesReused += 1;
              return;
            }
            const spec = images[key];
            const [uploaded] = await strapi
              .plugin('upload')
              .service('upload')
              .upload({
                data: { fileInfo: { name: file.filename, alternativeText: spec.alt, caption: spec.caption ?? null } },
                files: {
                  filepath: file.filepath,
                  originalFilename: file.filename,
                  mimetype: file.mimetype,
                  size: file.size,
                },
              });
            imageIds.set(key, uploaded.id);
            report.imagesUploaded += 1;
          }),
        );
      }
      return uploads.get(key)!;
    };
    const imagesOf = (item: Planned) => Promise.all([...item.images].map(uploadImage));
    for (const item of ordered) {
      if (!documentIds.has(item.id)) item.images.forEach(uploadImage);
    }

    // ---- seed values → document service data (media keys → file ids, natural keys → documentIds)
    const resolve = (
      modelUid: string,
      data: Record<string, unknown>,
    ): { data: Record<string, unknown>; complete: boolean } => {
      const model = getModel(modelUid);
      const out: Record<string, unknown> = {};
      let complete = true;
      for (const [name, value] of Object.entries(data)) {
        if (name.startsWith('$')) continue;
        const attribute = model.attributes[name];
        if (name === '__component' || value == null) {
          out[name] = value;
          continue;
        }
        switch (attribute.type) {
          case 'media': {
            const ids = (asList(value) as string[]).map((imageKey) => imageIds.get(imageKey)!);
            out[name] = attribute.multiple ? ids : ids[0];
            break;
          }
          case 'relation': {
            const ids = (asList(value) as string[]).flatMap(
              (targetKey) => documentIds.get(`${targetType(attribute)}:${targetKey}`) ?? [],
            );
            if (ids.length < asList(value).length) complete = false;
            out[name] = /ToOne$/.test(attribute.relation ?? '') ? (ids[0] ?? null) : ids;
            break;
          }
          case 'component': {
            const entries = attribute.repeatable
              ? (value as Record<string, unknown>[])
              : [value as Record<string, unknown>];
            const resolved = entries.map((entry) => resolve(attribute.component!, entry));
            complete &&= resolved.every((entry) => entry.complete);
            out[name] = attribute.repeatable ? resolved.map((entry) => entry.data) : resolved[0].data;
            break;
          }
          case 'dynamiczone': {
            const resolved = (value as Record<string, unknown>[]).map((entry) =>
              resolve(entry.__component as string, entry),
            );
            complete &&= resolved.every((entry) => entry.complete);
            out[name] = resolved.map((entry) => entry.data);
            break;
          }
          default:
            out[name] = value;
        }
      }
      // A uid left out is derived from its target field, as the admin would.
      for (const [name, attribute] of Object.entries(model.attributes)) {
        if (
          attribute.type === 'uid' &&
          out[name] == null &&
          attribute.targetField &&
          typeof data[attribute.targetField] === 'string'
        ) {
          out[name] = slugify(data[attribute.targetField] as string);
        }
      }
      return { data: out, complete };
    };

    // ---- create the missing documents as drafts, in reference order; a document that points at
    // one created after it (a cycle) is written again once everything exists
    const relink: { item: Planned; attributes: string[] }[] = [];
    for (const item of ordered) {
      const existingId = documentIds.get(item.id);
      if (existingId) {
        item.documentId = existingId;
        report.existing[item.type] = (report.existing[item.type] ?? 0) + 1;
        continue;
      }
      await imagesOf(item);
      const { data } = resolve(item.uid, item.doc);
      item.documentId = (await documents(item.uid).create({ data })).documentId;
      item.created = true;
      documentIds.set(item.id, item.documentId);
      report.created[item.type] = (report.created[item.type] ?? 0) + 1;
      // The attributes holding a link to a document not created yet are written again later.
      const incomplete = Object.keys(item.doc).filter(
        (name) => !name.startsWith('$') && !resolve(item.uid, { [name]: item.doc[name] }).complete,
      );
      if (incomplete.length) relink.push({ item, attributes: incomplete });
    }
    for (const { item, attributes } of relink) {
      const partial = Object.fromEntries(attributes.map((name) => [name, item.doc[name]]));
      await documents(item.uid).update({ documentId: item.documentId!, data: resolve(item.uid, partial).data });
    }
    report.relinked = relink.length;
    await Promise.all(uploads.values());
    phase('images and create');

    // ---- publish in the same order. Strapi links a published document (and the components it
    // holds) only to targets that are already published, so a document published before one of its
    // targets is published again. (The seed-relations contract test checks every link.)
    const publishedAt = new Map<string, number>();
    const toPublish = ordered.filter((item) => item.created && item.doc.$status !== 'draft');
    for (const [index, item] of toPublish.entries()) {
      await documents(item.uid).publish({ documentId: item.documentId! });
      publishedAt.set(item.id, index);
    }
    for (const item of toPublish) {
      const position = publishedAt.get(item.id)!;
      if ([...item.refs].some((ref) => (publishedAt.get(ref) ?? -1) > position)) {
        await documents(item.uid).publish({ documentId: item.documentId! });
        report.republished += 1;
      }
    }
    phase('publish');

    // ---- newer unpublished changes on published documents
    for (const item of planned) {
      if (item.created && item.doc.$draftChanges) {
        await documents(item.uid).update({
          documentId: item.documentId!,
          data: resolve(item.uid, item.doc.$draftChanges).data,
        });
      }
    }
    phase('draft changes');
  });

  report.ms = Date.now() - started;
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  log(
    `${total(report.created)} documents created, ${total(report.existing)} already there; ` +
      `${report.imagesUploaded} images uploaded, ${report.imagesReused} reused; ` +
      `${report.relinked} re-linked and ${report.republished} re-published (cycles); ${report.ms} ms (${phases.join(', ')})`,
  );
  return report;
}

export const defaultImageCacheDir = (appDir: string) => path.join(appDir, '.tmp', 'seed-images');
