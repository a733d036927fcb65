import { Node } from '@tiptap/react';

/**
 * The pictures of a body, which the starter kit does not edit: without these nodes the editor would
 * drop them from an article it opens, and saving would lose them. Both are atoms (moved and deleted
 * whole) and render exactly the markup the portal's rich-text policy keeps.
 */

/** <img src alt title>: a picture of our file store (the sanitiser drops any other). */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
});

/** <figure><img><figcaption></figure>: a picture with its caption, as the seeded articles have them. */
export const FigureNode = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, caption: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const img = element.querySelector('img');
          if (!img) return false;
          return {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt'),
            caption: element.querySelector('figcaption')?.textContent ?? '',
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as { src: string | null; alt: string | null; caption: string };
    const img = ['img', { src: attrs.src, alt: attrs.alt }] as const;
    return attrs.caption ? ['figure', img, ['figcaption', attrs.caption]] : ['figure', img];
  },
});
