import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_METADATA, type AccessRule } from '../../src/common/auth/access.decorator.js';

export interface RegisteredRoute {
  /** e.g. "GET /api/users/:id" */
  route: string;
  method: string;
  path: string;
  access: AccessRule | undefined;
}

function joinPath(...parts: (string | string[] | undefined)[]): string {
  const segments = parts.flatMap((part) => [part ?? []].flat()).flatMap((part) => part.split('/')).filter(Boolean);
  return '/' + segments.join('/');
}

/** Every route the running app registered, read from Nest's own metadata. */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  return controllers.flatMap((wrapper) => {
    const controller = wrapper.metatype as Type;
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, (...args: unknown[]) => unknown>;
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name]!;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) return [];
      const path = joinPath('api', Reflect.getMetadata(PATH_METADATA, controller) as string, Reflect.getMetadata(PATH_METADATA, handler) as string);
      const verb = RequestMethod[method];
      return [{ route: `${verb} ${path}`, method: verb, path, access: reflector.getAllAndOverride<AccessRule>(ACCESS_METADATA, [handler, controller]) }];
    });
  });
}
