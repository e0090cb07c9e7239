import type { Frame, ProjectComponent, ProjectConfig } from '@orator/shared';

export interface Size {
  width: number;
  height: number;
}

/** The scale that fits a project of `project` pixels inside `box` whole (letterboxed, never cropped). */
export function fitScale(project: Size, box: Size): number {
  if (project.width <= 0 || project.height <= 0 || box.width <= 0 || box.height <= 0) return 0;
  return Math.min(box.width / project.width, box.height / project.height);
}

/** A component's frame in screen pixels at `scale` (rounded so edges stay crisp). */
export function scaleFrame(frame: Frame, scale: number): { left: number; top: number; width: number; height: number } {
  return {
    left: Math.round(frame.x * scale),
    top: Math.round(frame.y * scale),
    width: Math.max(1, Math.round(frame.width * scale)),
    height: Math.max(1, Math.round(frame.height * scale)),
  };
}

/** The start node's id (where every conversation begins), or the first node's when none is marked start. */
export function startNodeId(config: Pick<ProjectConfig, 'nodes'>): string {
  return (config.nodes.find((node) => node.config.type === 'start') ?? config.nodes[0])?.id ?? 'start';
}

/** The components shown while `nodeId` is current, bottom layer first (the stored list order). */
export function componentsOfNode(components: readonly ProjectComponent[], nodeId: string): ProjectComponent[] {
  return components.filter((component) => component.nodeId === nodeId);
}

/** Where the avatar stands when the node has no avatar component: centred, the lower 80% of the screen. */
export function defaultAvatarFrame(project: Size): Frame {
  const height = Math.round(project.height * 0.8);
  const width = Math.round(Math.min(project.width, height * 0.9));
  return { x: Math.round((project.width - width) / 2), y: project.height - height, width, height };
}
