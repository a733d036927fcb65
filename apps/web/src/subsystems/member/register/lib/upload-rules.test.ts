import { describe, expect, it } from 'vitest';
import { fileTypesOf, uploadProblem } from './upload-rules';

const image = { fileTypes: ['jpg', 'jpeg', 'png', 'gif'], maxSizeKb: 5120, maxCount: 1 };
const MB = 1024 * 1024;

describe('checks before an upload', () => {
  it('takes jpg, jpeg, png and gif pictures up to 5 MB, whatever the case of the extension', () => {
    expect(uploadProblem({ name: '执照.PNG', size: 5 * MB }, 1, image)).toBeNull();
    expect(uploadProblem({ name: 'a.jpeg', size: 1 }, 1, image)).toBeNull();
  });

  it('names the picture types the spec’s way', () => {
    expect(uploadProblem({ name: 'a.bmp', size: 1 }, 1, image)).toEqual({
      key: 'imageType',
      values: { types: 'jpg,jpeg,png,gif' },
    });
    expect(uploadProblem({ name: 'noextension', size: 1 }, 1, image)?.key).toBe('imageType');
    const pdf = { fileTypes: ['pdf'], maxSizeKb: 5120, maxCount: 1 };
    expect(uploadProblem({ name: 'a.png', size: 1 }, 1, pdf)).toEqual({
      key: 'fileType',
      values: { types: 'pdf' },
    });
  });

  it('refuses more than 5 MB and more files than allowed', () => {
    expect(uploadProblem({ name: 'a.png', size: 5 * MB + 1 }, 1, image)).toEqual({
      key: 'tooLarge',
      values: { size: 5 },
    });
    expect(uploadProblem({ name: 'a.png', size: 1 }, 2, image)).toEqual({
      key: 'tooMany',
      values: { count: 1 },
    });
  });

  it('reads the usage list’s extensions', () => {
    expect(fileTypesOf('jpg, .JPEG,png,,gif')).toEqual(['jpg', 'jpeg', 'png', 'gif']);
  });
});
