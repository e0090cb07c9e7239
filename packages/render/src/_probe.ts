import { avatarCatalog } from '@orator/scene';
const c = avatarCatalog();
console.log(c.slice(0, 6).map((a) => [a.id, a.name, a.gender, a.age, a.style, a.vipType, a.framings.join('/'), a.params.outfit, a.params.hairStyle]));
