// The part of the WebExtension API (chrome.*) this extension uses, typed by hand: @types/chrome is
// not a dependency of the project. Shapes follow developer.chrome.com/docs/extensions/reference.
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      id?: string;
      url?: string;
      origin?: string;
      tab?: tabs.Tab;
      frameId?: number;
    }
    const id: string;
    const lastError: { message?: string } | undefined;
    function getURL(path: string): string;
    function getManifest(): { version: string; name: string };
    function openOptionsPage(): Promise<void>;
    function sendMessage<Response = unknown>(message: unknown): Promise<Response>;
    const onMessage: {
      addListener(
        listener: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | void,
      ): void;
    };
    const onInstalled: { addListener(listener: () => void): void };
    const onStartup: { addListener(listener: () => void): void };
  }

  namespace storage {
    interface StorageArea {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: StorageArea;
    const session: StorageArea;
    const onChanged: {
      addListener(listener: (changes: Record<string, unknown>, areaName: string) => void): void;
    };
  }

  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      active: boolean;
    }
    function create(properties: { url: string; active?: boolean }): Promise<Tab>;
    function query(query: {
      active?: boolean;
      currentWindow?: boolean;
      url?: string;
    }): Promise<Tab[]>;
    function sendMessage<Response = unknown>(
      tabId: number,
      message: unknown,
      options?: { frameId?: number },
    ): Promise<Response>;
  }

  namespace scripting {
    interface InjectionTarget {
      tabId: number;
      frameIds?: number[];
    }
    interface RegisteredContentScript {
      id: string;
      matches?: string[];
      js?: string[];
      runAt?: 'document_start' | 'document_end' | 'document_idle';
      allFrames?: boolean;
      persistAcrossSessions?: boolean;
    }
    function executeScript(injection: {
      target: InjectionTarget;
      files: string[];
    }): Promise<unknown[]>;
    function registerContentScripts(scripts: RegisteredContentScript[]): Promise<void>;
    function unregisterContentScripts(filter?: { ids?: string[] }): Promise<void>;
    function getRegisteredContentScripts(filter?: {
      ids?: string[];
    }): Promise<RegisteredContentScript[]>;
  }

  namespace contextMenus {
    interface OnClickData {
      menuItemId: string | number;
      frameId?: number;
      selectionText?: string;
      editable: boolean;
    }
    function create(properties: { id: string; title: string; contexts: string[] }): void;
    function removeAll(): Promise<void>;
    const onClicked: {
      addListener(listener: (info: OnClickData, tab?: tabs.Tab) => void): void;
    };
  }

  namespace commands {
    const onCommand: { addListener(listener: (command: string, tab?: tabs.Tab) => void): void };
  }

  namespace permissions {
    function request(permissions: { origins: string[] }): Promise<boolean>;
    function contains(permissions: { origins: string[] }): Promise<boolean>;
  }
}
