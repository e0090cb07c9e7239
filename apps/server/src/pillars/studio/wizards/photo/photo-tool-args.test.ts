import { describe, expect, it } from 'vitest';
import { COLOR_FILTERS, photoToolArgs, photoToolFilters } from './photo-tool-args.ts';

describe('photo tool arguments', () => {
  it('builds nothing for the untouched photo (a straight re-encode)', () => {
    expect(photoToolFilters({ crop: null, color: false, enhance: null }, 800, 600)).toEqual([]);
    expect(photoToolArgs('in.png', 'out.jpg', { crop: null, color: false, enhance: null }, { width: 800, height: 600 })).not.toContain(
      '-vf',
    );
  });

  it('crops first, then colours, then upscales the cropped size with denoise and unsharp', () => {
    const filters = photoToolFilters({ crop: { x: 10, y: 20, width: 300, height: 400 }, color: true, enhance: 2 }, 800, 600);
    expect(filters[0]).toBe('crop=300:400:10:20');
    expect(filters.slice(1, 3)).toEqual(COLOR_FILTERS);
    expect(filters[3]).toMatch(/^hqdn3d=/);
    expect(filters[4]).toBe('scale=600:800:flags=lanczos');
    expect(filters[5]).toMatch(/^unsharp=/);
  });

  it('keeps upscaled sides even and uses lanczos', () => {
    const filters = photoToolFilters({ crop: null, color: false, enhance: 1.5 }, 333, 501);
    expect(filters).toContain('scale=500:752:flags=lanczos');
  });

  it('colour enhancement is auto levels with channel independence plus saturation', () => {
    expect(COLOR_FILTERS[0]).toMatch(/^normalize=.*independence=/);
    expect(COLOR_FILTERS[1]).toMatch(/saturation=1\.2/);
  });

  it('writes one JPEG frame at high quality', () => {
    const args = photoToolArgs('in.png', 'out.jpg', { crop: null, color: true, enhance: null }, { width: 800, height: 600 });
    expect(args.slice(-5)).toEqual(['-frames:v', '1', '-q:v', '2', 'out.jpg']);
    expect(args[args.indexOf('-i') + 1]).toBe('in.png');
  });
});
